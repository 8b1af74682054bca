-- A lead's context: where the visit came from and what its sender was told.
--
--   attribution                 the visit's first touch (landing page with its utm_* parameters,
--                               the referrer) and the page the form was sent from, as the Edge
--                               Function read it (_rules/lead-context.ts); null when not sent
--   privacy_notice_version      the privacy notice shown beside the form (its date)
--   privacy_notice_accepted_at  when the form was sent with it
--   security_updates            the optional "send me security updates" box, unticked by default
--
-- on contact messages and demo requests, in lead_inbox (whose search also finds the utm_*
-- values), and stored by submit_lead(), restated from 20261128000400_idempotency_fingerprint.sql
-- with these four columns.

alter table public.contact_messages
  add column attribution jsonb check (attribution is null or jsonb_typeof(attribution) = 'object'),
  add column privacy_notice_version text check (privacy_notice_version ~ '^\d{4}-\d{2}-\d{2}$'),
  add column privacy_notice_accepted_at timestamptz,
  add column security_updates boolean not null default false;

alter table public.demo_requests
  add column attribution jsonb check (attribution is null or jsonb_typeof(attribution) = 'object'),
  add column privacy_notice_version text check (privacy_notice_version ~ '^\d{4}-\d{2}-\d{2}$'),
  add column privacy_notice_accepted_at timestamptz,
  add column security_updates boolean not null default false;

-- The campaign's words, for the inbox search.
create function public.attribution_search_text(p_attribution jsonb)
returns text
language sql immutable set search_path = '' as $$
  select concat_ws(' ', p_attribution #>> '{firstTouch,utm,utm_source}', p_attribution #>> '{firstTouch,utm,utm_medium}',
                   p_attribution #>> '{firstTouch,utm,utm_campaign}', p_attribution #>> '{firstTouch,referrer}');
$$;

create or replace view public.lead_inbox
with (security_invoker = true)
as
  select 'demo'::text as kind, d.id, d.created_at, d.updated_at, d.full_name, d.email, d.company,
         null::text as phone, null::text as service, null::text as message,
         d.status, d.email_status, d.email_error, d.email_attempts,
         lower(concat_ws(' ', d.full_name, d.email, d.company, public.attribution_search_text(d.attribution))) as search_text,
         d.owner_id, d.attribution, d.privacy_notice_version, d.privacy_notice_accepted_at, d.security_updates
    from public.demo_requests as d
  union all
  select 'contact'::text, c.id, c.created_at, c.updated_at, c.full_name, c.email, c.company,
         c.phone, c.service, c.message,
         c.status, c.email_status, c.email_error, c.email_attempts,
         lower(concat_ws(' ', c.full_name, c.email, c.company, c.phone, c.service, c.message,
                         public.attribution_search_text(c.attribution))),
         c.owner_id, c.attribution, c.privacy_notice_version, c.privacy_notice_accepted_at, c.security_updates
    from public.contact_messages as c;

create or replace function public.submit_lead(
  p_kind text,
  p_lead jsonb,
  p_emails jsonb,
  p_idempotency_key uuid default null
)
returns table (lead_id uuid, duplicate boolean)
language plpgsql set search_path = '' as $$
declare
  v_lead_id uuid := coalesce((p_lead ->> 'id')::uuid, gen_random_uuid());
  v_existing uuid;
  v_attribution jsonb := case when jsonb_typeof(p_lead -> 'attribution') = 'object' then p_lead -> 'attribution' end;
  v_notice text := p_lead ->> 'privacy_notice_version';
  v_accepted_at timestamptz := case when p_lead ->> 'privacy_notice_version' is not null then now() end;
  v_updates boolean := coalesce((p_lead ->> 'security_updates')::boolean, false);
begin
  if p_kind is null or p_kind not in ('contact', 'demo', 'security') then
    raise exception 'Unknown lead kind: %', p_kind using errcode = '22023';
  end if;
  if jsonb_typeof(p_emails) is distinct from 'array' then
    raise exception 'p_emails must be a JSON array' using errcode = '22023';
  end if;

  if p_idempotency_key is not null then
    delete from public.lead_idempotency_keys as k where k.created_at < now() - interval '24 hours';
    insert into public.lead_idempotency_keys as k (lead_kind, key, lead_id, request_hash)
      values (p_kind, p_idempotency_key, v_lead_id, p_lead ->> 'request_hash')
      on conflict on constraint lead_idempotency_keys_pkey do nothing;
    if not found then
      select k.lead_id into v_existing
        from public.lead_idempotency_keys as k
       where k.lead_kind = p_kind and k.key = p_idempotency_key;
      return query select v_existing, true;
      return;
    end if;
  end if;

  if p_kind = 'contact' then
    insert into public.contact_messages
      (id, full_name, email, company, phone, service, message, client_ip, user_agent,
       attribution, privacy_notice_version, privacy_notice_accepted_at, security_updates)
    values
      (v_lead_id, p_lead ->> 'full_name', p_lead ->> 'email', p_lead ->> 'company', p_lead ->> 'phone',
       p_lead ->> 'service', p_lead ->> 'message', p_lead ->> 'client_ip', p_lead ->> 'user_agent',
       v_attribution, v_notice, v_accepted_at, v_updates);
  elsif p_kind = 'demo' then
    insert into public.demo_requests
      (id, full_name, email, company, client_ip, user_agent,
       attribution, privacy_notice_version, privacy_notice_accepted_at, security_updates)
    values
      (v_lead_id, p_lead ->> 'full_name', p_lead ->> 'email', p_lead ->> 'company',
       p_lead ->> 'client_ip', p_lead ->> 'user_agent',
       v_attribution, v_notice, v_accepted_at, v_updates);
  else
    insert into public.security_reports
      (id, reference, email, full_name, title, description, affected_asset, severity, client_ip, user_agent)
    values
      (v_lead_id, p_lead ->> 'reference', p_lead ->> 'email', p_lead ->> 'full_name', p_lead ->> 'title',
       p_lead ->> 'description', p_lead ->> 'affected_asset', coalesce(p_lead ->> 'severity', 'unknown'),
       p_lead ->> 'client_ip', p_lead ->> 'user_agent');
  end if;

  insert into public.lead_emails (id, lead_kind, lead_id, purpose, message, message_id)
  select coalesce((item ->> 'id')::uuid, gen_random_uuid()), p_kind, v_lead_id, item ->> 'purpose',
         item -> 'message', item ->> 'message_id'
    from jsonb_array_elements(p_emails) as item;

  return query select v_lead_id, false;
end;
$$;
