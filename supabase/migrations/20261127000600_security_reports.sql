-- Security reports: the vulnerability disclosure form's submissions, captured by the Edge Function
-- send-security-report through the same store-first pipeline as the leads. A report is a third
-- kind beside 'contact' and 'demo': submit_lead() stores it with its two rendered emails (an
-- acknowledgement with the report's reference to the reporter, a notification to SECURITY_INBOX)
-- and the Idempotency-Key in one transaction; the outbox, its worker, the rate limiter and the
-- delivery summary are the leads' own.
--
-- Only staff whose role grants `security_reports` read a report or move it through
-- new -> triaged -> fixed -> closed. Its outgoing messages are the service role's alone: lead staff
-- (who read the outbox of the leads) never see them, and security staff read their delivery on
-- the report itself (email_status, email_error, email_attempts) and resend with
-- resend_security_report_emails().
--
--   1. The permission, the table, closed_at
--   2. The outbox and idempotency keys take the new kind; its summary and cascade
--   3. submit_lead() stores the new kind
--   4. Resending, for both kinds, recorded in the audit log
--   5. Who may do what; the audit of status changes; Realtime
--
-- Depends on 20261127000200_leads.sql and 20261127000500_audit_log.sql.

-- 1. Reports --------------------------------------------------------------------------------------
insert into public.staff_permissions (permission, description) values
  ('security_reports', 'Read vulnerability reports, move them through their statuses, resend their emails');
insert into public.staff_role_permissions (role, permission) values ('admin', 'security_reports');

-- The length limits are supabase/functions/_rules/security-report-limits.ts's.
create table public.security_reports (
  id uuid primary key default gen_random_uuid(),
  -- What the reporter quotes: SR- and ten Crockford base32 characters (security-report-reference.ts).
  reference text not null unique check (reference ~ '^SR-[0-9A-HJKMNP-TV-Z]{10}$'),
  email text not null check (char_length(email) between 3 and 254),
  full_name text check (char_length(full_name) <= 100),
  title text not null check (char_length(title) between 1 and 200),
  description text not null check (char_length(description) between 1 and 10000),
  affected_asset text check (char_length(affected_asset) <= 500),
  -- The reporter's guess, not our assessment.
  severity text not null default 'unknown' check (severity in ('unknown', 'low', 'medium', 'high', 'critical')),
  status text not null default 'new' check (status in ('new', 'triaged', 'fixed', 'closed')),
  -- When it was last closed (null while open): the retention period counts from here.
  closed_at timestamptz,
  email_status text not null default 'queued' check (email_status in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  email_error text check (char_length(email_error) <= 2000),
  email_attempts integer not null default 0 check (email_attempts >= 0),
  client_ip text check (char_length(client_ip) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index security_reports_created_at_idx on public.security_reports (created_at desc);
create index security_reports_closed_at_idx on public.security_reports (closed_at) where status = 'closed';
create index security_reports_email_idx on public.security_reports (lower(email));

create trigger security_reports_set_updated_at before update on public.security_reports
  for each row execute function public.set_updated_at();

create function public.set_security_report_closed_at()
returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.status = 'closed' and old.status is distinct from 'closed' then
    new.closed_at := now();
  elsif new.status <> 'closed' then
    new.closed_at := null;
  end if;
  return new;
end;
$$;

create trigger security_reports_set_closed_at before update of status on public.security_reports
  for each row execute function public.set_security_report_closed_at();

-- 2. The outbox takes the new kind ----------------------------------------------------------------
alter table public.lead_emails drop constraint lead_emails_lead_kind_check;
alter table public.lead_emails add constraint lead_emails_lead_kind_check
  check (lead_kind in ('contact', 'demo', 'security'));
alter table public.lead_idempotency_keys drop constraint lead_idempotency_keys_lead_kind_check;
alter table public.lead_idempotency_keys add constraint lead_idempotency_keys_lead_kind_check
  check (lead_kind in ('contact', 'demo', 'security'));

create trigger security_reports_delete_emails after delete on public.security_reports
  for each row execute function public.delete_lead_emails('security');

-- The summary of 20261127000200_leads.sql, now written to whichever table the kind names.
create or replace function public.summarise_lead_emails()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
  v_status text;
  v_attempts integer;
  v_error text;
  v_table text := case new.lead_kind
    when 'contact' then 'contact_messages'
    when 'demo' then 'demo_requests'
    when 'security' then 'security_reports'
  end;
begin
  select count(*),
         case
           when bool_or(e.status = 'failed') then 'failed'
           when bool_or(e.status = 'retrying' or (e.status = 'sending' and e.attempts > 1)) then 'retrying'
           when bool_or(e.status in ('queued', 'sending')) then 'queued'
           else 'sent'
         end,
         coalesce(sum(e.attempts), 0),
         left((array_agg(e.purpose || ': ' || e.last_error order by e.updated_at desc)
                filter (where e.status <> 'sent' and e.last_error is not null))[1], 2000)
    into v_count, v_status, v_attempts, v_error
    from public.lead_emails as e
   where e.lead_kind = new.lead_kind and e.lead_id = new.lead_id;
  if v_count = 0 then
    return null;
  end if;
  -- Unchanged summaries are not written: no needless realtime events or updated_at bumps.
  execute format(
    'update public.%I as lead
        set email_status = $1, email_attempts = $2, email_error = $3
      where lead.id = $4
        and (lead.email_status, lead.email_attempts, lead.email_error) is distinct from ($1, $2, $3)',
    v_table
  ) using v_status, v_attempts, v_error, new.lead_id;
  return null;
end;
$$;

-- 3. Submitting -----------------------------------------------------------------------------------
-- As in 20261127000200_leads.sql, with the third kind: p_lead's reference, email, full_name,
-- title, description, affected_asset and severity for 'security'.
create or replace function public.submit_lead(
  p_kind text,
  p_lead jsonb,
  p_emails jsonb,
  p_idempotency_key uuid default null
)
returns table (lead_id uuid, duplicate boolean)
language plpgsql set search_path = '' as $$
declare
  v_lead_id uuid := gen_random_uuid();
  v_existing uuid;
begin
  if p_kind is null or p_kind not in ('contact', 'demo', 'security') then
    raise exception 'Unknown lead kind: %', p_kind using errcode = '22023';
  end if;
  if jsonb_typeof(p_emails) is distinct from 'array' then
    raise exception 'p_emails must be a JSON array' using errcode = '22023';
  end if;

  if p_idempotency_key is not null then
    delete from public.lead_idempotency_keys as k where k.created_at < now() - interval '24 hours';
    insert into public.lead_idempotency_keys as k (lead_kind, key, lead_id)
      values (p_kind, p_idempotency_key, v_lead_id)
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
      (id, full_name, email, company, phone, service, message, client_ip, user_agent)
    values
      (v_lead_id, p_lead ->> 'full_name', p_lead ->> 'email', p_lead ->> 'company', p_lead ->> 'phone',
       p_lead ->> 'service', p_lead ->> 'message', p_lead ->> 'client_ip', p_lead ->> 'user_agent');
  elsif p_kind = 'demo' then
    insert into public.demo_requests (id, full_name, email, company, client_ip, user_agent)
    values
      (v_lead_id, p_lead ->> 'full_name', p_lead ->> 'email', p_lead ->> 'company',
       p_lead ->> 'client_ip', p_lead ->> 'user_agent');
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

-- 4. Resending ------------------------------------------------------------------------------------
-- The one requeue both staff functions share: failed and retrying messages are due at once with
-- a fresh day of retries, never one sent or being sent; recorded as <kind's action>.resend.
create function public.requeue_lead_emails(p_kind text, p_lead_id uuid)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update public.lead_emails as e
     set status = 'queued', next_attempt_at = now(), queued_at = now(), locked_until = null
   where e.lead_kind = p_kind and e.lead_id = p_lead_id and e.status in ('failed', 'retrying');
  get diagnostics v_count = row_count;
  perform public.record_audit(
    case p_kind when 'security' then 'security_report.resend' else 'lead.resend' end,
    case p_kind when 'contact' then 'contact_messages' when 'demo' then 'demo_requests' else 'security_reports' end,
    p_lead_id::text,
    jsonb_build_object('queued', v_count)
  );
  return v_count;
end;
$$;

-- Lead staff, for contact messages and demo requests only.
create or replace function public.resend_lead_emails(p_kind text, p_lead_id uuid)
returns integer
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('leads');
  if p_kind is null or p_kind not in ('contact', 'demo') then
    raise exception 'Unknown lead kind: %', p_kind using errcode = '22023';
  end if;
  return public.requeue_lead_emails(p_kind, p_lead_id);
end;
$$;

create function public.resend_security_report_emails(p_report_id uuid)
returns integer
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('security_reports');
  return public.requeue_lead_emails('security', p_report_id);
end;
$$;

-- 5. Access ---------------------------------------------------------------------------------------
alter table public.security_reports enable row level security;

revoke all on table public.security_reports from anon, authenticated;
grant select, update (status) on table public.security_reports to authenticated;
grant all on table public.security_reports to service_role;

create policy "Security staff read security reports" on public.security_reports
  for select to authenticated using ((select public.staff_can('security_reports')));
create policy "Security staff update security report status" on public.security_reports
  for update to authenticated
  using ((select public.staff_can('security_reports'))) with check ((select public.staff_can('security_reports')));

-- The outbox: lead staff read the leads' messages and their attempts, never a report's.
drop policy "Lead staff read lead emails" on public.lead_emails;
create policy "Lead staff read lead emails" on public.lead_emails
  for select to authenticated
  using (lead_kind in ('contact', 'demo') and (select public.staff_can('leads')));
drop policy "Lead staff read lead email attempts" on public.lead_email_attempts;
create policy "Lead staff read lead email attempts" on public.lead_email_attempts
  for select to authenticated
  using (
    (select public.staff_can('leads'))
    and exists (
      select 1 from public.lead_emails as e
       where e.id = lead_email_attempts.email_id and e.lead_kind in ('contact', 'demo')
    )
  );

create trigger security_reports_audit_status
  after update of status on public.security_reports
  for each row when (old.status is distinct from new.status)
  execute function public.audit_status_change('security_report');

revoke execute on function public.requeue_lead_emails(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.resend_security_report_emails(uuid) from public, anon;
grant execute on function public.resend_security_report_emails(uuid) to authenticated;
revoke execute on function public.set_security_report_closed_at() from public, anon, authenticated, service_role;

-- The admin area's list updates live; RLS filters INSERT/UPDATE events to security staff.
alter publication supabase_realtime add table public.security_reports;
