-- Repeat contacts: a lead whose address, or whose company's domain, was seen in an earlier lead
-- is linked to those, so sales reads "3rd contact from acme.com" instead of meeting a stranger.
-- Nothing is merged or hidden: every lead stays its own row.
--
--   lead_contact_domain(email)  the address's domain, or null for a webmail domain (gmail.com...)
--                               or a name reserved for examples, which say nothing about a company
--   lead_inbox.contact_domain   that domain, per lead
--   lead_inbox.contact_number   1 for a first contact; n for the nth lead (of either form) from the
--                               same address or, with a company domain, the same domain
--
-- Restates lead_inbox from 20261128000500_lead_context.sql with the two columns appended.

create function public.lead_contact_domain(p_email text)
returns text
language sql immutable set search_path = '' as $$
  select case when domain = '' or domain = any (array[
           'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
           'yahoo.com', 'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me',
           'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com',
           'zoho.com', 'yandex.com', 'yandex.ru', 'qq.com', '163.com', 'fastmail.com', 'hey.com',
           'tutanota.com'
         ])
         -- Names reserved for examples and tests (RFC 2606, RFC 6761) are nobody's company either.
         or domain in ('example.com', 'example.net', 'example.org')
         or domain ~ '\.(test|example|invalid|localhost)$'
       then null else domain end
    from (select lower(split_part(coalesce(p_email, ''), '@', 2)) as domain) as address;
$$;

-- How many leads (of both forms) from this address or company domain came before `p_created_at`,
-- plus one. Runs with the caller's rights, so it counts only what the caller may read.
create function public.lead_contact_number(p_email text, p_created_at timestamptz)
returns integer
language sql stable set search_path = '' as $$
  select 1 + count(*)::integer
    from (
      select d.email, d.created_at from public.demo_requests as d
      union all
      select c.email, c.created_at from public.contact_messages as c
    ) as earlier
   where earlier.created_at < p_created_at
     and (lower(earlier.email) = lower(p_email)
          or public.lead_contact_domain(earlier.email) = public.lead_contact_domain(p_email));
$$;

create or replace view public.lead_inbox
with (security_invoker = true)
as
  select 'demo'::text as kind, d.id, d.created_at, d.updated_at, d.full_name, d.email, d.company,
         null::text as phone, null::text as service, null::text as message,
         d.status, d.email_status, d.email_error, d.email_attempts,
         lower(concat_ws(' ', d.full_name, d.email, d.company, public.attribution_search_text(d.attribution))) as search_text,
         d.owner_id, d.attribution, d.privacy_notice_version, d.privacy_notice_accepted_at, d.security_updates,
         public.lead_contact_domain(d.email) as contact_domain,
         public.lead_contact_number(d.email, d.created_at) as contact_number
    from public.demo_requests as d
  union all
  select 'contact'::text, c.id, c.created_at, c.updated_at, c.full_name, c.email, c.company,
         c.phone, c.service, c.message,
         c.status, c.email_status, c.email_error, c.email_attempts,
         lower(concat_ws(' ', c.full_name, c.email, c.company, c.phone, c.service, c.message,
                         public.attribution_search_text(c.attribution))),
         c.owner_id, c.attribution, c.privacy_notice_version, c.privacy_notice_accepted_at, c.security_updates,
         public.lead_contact_domain(c.email),
         public.lead_contact_number(c.email, c.created_at)
    from public.contact_messages as c;
