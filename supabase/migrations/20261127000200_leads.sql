-- Leads: contact messages and demo requests, captured by the Edge Functions send-contact-form and
-- send-demo-request, and the outbox that delivers their emails.
--
-- A lead and its two outgoing messages are written in one transaction by submit_lead(); the
-- function answers the visitor then, and mail goes out afterwards: once right away, then by the
-- Edge Function deliver-lead-emails, which Supabase Cron calls every minute (the local stack calls
-- it on the same schedule itself, since PGlite has no pg_cron). Every attempt is recorded; a message is retried with growing delays and
-- given up after a day, and each lead's email_status sums up its messages.
--
--   1. contact_messages, demo_requests (length checks: supabase/functions/_rules/lead-limits.ts)
--   2. The rate limiter the functions call before storing
--   3. lead_emails (the outbox), lead_email_attempts (its log), lead_idempotency_keys
--   4. The leads' email_status, kept by a trigger on lead_emails
--   5. submit_lead(), find_lead_by_idempotency_key()
--   6. The worker's claim_lead_emails() and record_lead_email_attempt()
--   7. resend_lead_emails() for staff
--   8. Who may do what; lead_inbox; Realtime
--   9. The hosted schedule: pg_cron + pg_net + Vault, only where those extensions exist
--
-- Depends on set_updated_at(), staff_can() and require_staff() (20261127000000_staff_access.sql).

-- 1. Leads ----------------------------------------------------------------------------------------
-- Inserted as service_role (which bypasses RLS) before any email is attempted, so a mail outage
-- never loses one. email_status, email_error and email_attempts sum up the lead's messages (4).
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  company text check (char_length(company) <= 200),
  phone text check (char_length(phone) <= 50),
  service text check (char_length(service) <= 100),
  message text not null check (char_length(message) between 1 and 1000),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  email_status text not null default 'queued' check (email_status in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  email_error text check (char_length(email_error) <= 2000),
  email_attempts integer not null default 0 check (email_attempts >= 0),
  client_ip text check (char_length(client_ip) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  company text not null check (char_length(company) between 1 and 200),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  email_status text not null default 'queued' check (email_status in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  email_error text check (char_length(email_error) <= 2000),
  email_attempts integer not null default 0 check (email_attempts >= 0),
  client_ip text check (char_length(client_ip) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index contact_messages_email_status_idx on public.contact_messages (email_status) where email_status <> 'sent';
create index demo_requests_created_at_idx on public.demo_requests (created_at desc);
create index demo_requests_email_status_idx on public.demo_requests (email_status) where email_status <> 'sent';

create trigger contact_messages_set_updated_at before update on public.contact_messages
  for each row execute function public.set_updated_at();
create trigger demo_requests_set_updated_at before update on public.demo_requests
  for each row execute function public.set_updated_at();

-- 2. Rate limiting --------------------------------------------------------------------------------
-- Rate limiting lives in the database, not in function memory: hosted Supabase runs many
-- short-lived isolates, so only shared state sees every request. One row per accepted lead per
-- key; keys are SHA-256 hashes so the table holds no readable IPs or emails.
create table public.lead_rate_limit_hits (
  bucket text not null,
  hit_at timestamptz not null default now()
);

create index lead_rate_limit_hits_bucket_idx on public.lead_rate_limit_hits (bucket, hit_at);
create index lead_rate_limit_hits_hit_at_idx on public.lead_rate_limit_hits (hit_at);

-- Sliding-window limiter. If every key is under p_max hits in the last p_window_seconds, records
-- one hit per key and returns 0; otherwise records nothing and returns the seconds until a slot
-- frees up (for Retry-After). Advisory locks make check-and-record atomic across concurrent calls.
create function public.take_lead_rate_limit_slot(
  p_keys text[],
  p_max integer,
  p_window_seconds integer
)
returns integer
language plpgsql set search_path = '' as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_buckets text[];
  v_bucket text;
  v_count integer;
  v_frees_at timestamptz;
  v_retry_after integer := 0;
begin
  select coalesce(array_agg(distinct encode(sha256(convert_to(k, 'UTF8')), 'hex') order by encode(sha256(convert_to(k, 'UTF8')), 'hex')), '{}')
    into v_buckets
    from unnest(p_keys) as k;

  -- Sorted lock order, so two requests sharing keys cannot deadlock.
  foreach v_bucket in array v_buckets loop
    perform pg_advisory_xact_lock(hashtextextended(v_bucket, 0));
  end loop;

  delete from public.lead_rate_limit_hits where hit_at < now() - v_window;

  foreach v_bucket in array v_buckets loop
    select count(*) into v_count
      from public.lead_rate_limit_hits
      where bucket = v_bucket and hit_at >= now() - v_window;
    if v_count >= p_max then
      -- The slot frees when the hit that keeps the count at p_max leaves the window.
      select hit_at + v_window into v_frees_at
        from public.lead_rate_limit_hits
        where bucket = v_bucket and hit_at >= now() - v_window
        order by hit_at
        offset v_count - p_max
        limit 1;
      v_retry_after := greatest(v_retry_after, ceil(extract(epoch from v_frees_at - now()))::integer, 1);
    end if;
  end loop;

  if v_retry_after = 0 then
    insert into public.lead_rate_limit_hits (bucket) select unnest(v_buckets);
  end if;
  return v_retry_after;
end;
$$;

-- 3. The outbox ----------------------------------------------------------------------------------
-- How often the worker runs: every minute, as the cron job of section 9 does. The local stack's
-- scheduler (supabase/local/functions/lead-delivery-scheduler.ts) reads it.
create function public.lead_delivery_interval_seconds()
returns integer
language sql immutable set search_path = '' as $$
  select 60;
$$;

-- One row per outgoing message. `message` is the rendered email (from, to, replyTo, subject, text,
-- html) so a retry sends exactly what was first composed; `message_id` goes out as the Message-ID
-- header on every attempt, so a receiver can recognise a repeat after a crash.
-- status: queued -> sending -> sent | retrying (-> sending ...) | failed (given up).
-- While 'sending', next_attempt_at = locked_until: when the lease runs out, a worker that died
-- mid-send is taken to have failed, and the message is due again.
create table public.lead_emails (
  id uuid primary key default gen_random_uuid(),
  lead_kind text not null check (lead_kind in ('contact', 'demo')),
  lead_id uuid not null,
  purpose text not null check (purpose in ('notification', 'acknowledgement')),
  message jsonb not null check (jsonb_typeof(message) = 'object'),
  message_id text not null unique check (char_length(message_id) between 3 and 255),
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 2000),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  -- When the message was (re)queued: giving up after a day counts from here, so an admin's resend
  -- gets a full day of retries again.
  queued_at timestamptz not null default now(),
  sent_at timestamptz,
  provider_response text check (char_length(provider_response) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lead_kind, lead_id, purpose)
);

create index lead_emails_due_idx on public.lead_emails (next_attempt_at)
  where status in ('queued', 'retrying', 'sending');
create index lead_emails_undelivered_idx on public.lead_emails (status) where status <> 'sent';

create trigger lead_emails_set_updated_at before update on public.lead_emails
  for each row execute function public.set_updated_at();

-- Every send, with what the server or API answered (the SMTP reply, an API id, or the error).
create table public.lead_email_attempts (
  id bigint generated always as identity primary key,
  email_id uuid not null references public.lead_emails (id) on delete cascade,
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  outcome text not null check (outcome in ('sent', 'error')),
  detail text check (char_length(detail) <= 2000)
);

create index lead_email_attempts_email_idx on public.lead_email_attempts (email_id, started_at);

-- The forms' Idempotency-Key (one UUID per filled-in form): a repeat within 24 hours is answered
-- like the first request and creates nothing. Older keys are ignored and deleted by submit_lead().
create table public.lead_idempotency_keys (
  lead_kind text not null check (lead_kind in ('contact', 'demo')),
  key uuid not null,
  lead_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (lead_kind, key)
);

create index lead_idempotency_keys_created_at_idx on public.lead_idempotency_keys (created_at);

-- A lead's messages go with it (lead_id cannot reference two tables, so triggers do the cascade).
create function public.delete_lead_emails()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.lead_emails as e
   where e.lead_kind = tg_argv[0] and e.lead_id = old.id;
  return old;
end;
$$;

create trigger contact_messages_delete_emails after delete on public.contact_messages
  for each row execute function public.delete_lead_emails('contact');
create trigger demo_requests_delete_emails after delete on public.demo_requests
  for each row execute function public.delete_lead_emails('demo');

-- 4. The leads' email_status ---------------------------------------------------------------------
-- Keeps email_status, email_error (the latest error of a message not yet sent) and email_attempts
-- (all attempts of the lead's messages) on the lead row, so the admin inbox, its realtime stream
-- and the lead_inbox view read delivery without a join. A message being sent again after a failure
-- counts as retrying, so the summary does not flicker back to queued during each attempt.
create function public.summarise_lead_emails()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
  v_status text;
  v_attempts integer;
  v_error text;
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
  if new.lead_kind = 'contact' then
    update public.contact_messages as lead
       set email_status = v_status, email_attempts = v_attempts, email_error = v_error
     where lead.id = new.lead_id
       and (lead.email_status, lead.email_attempts, lead.email_error) is distinct from (v_status, v_attempts, v_error);
  else
    update public.demo_requests as lead
       set email_status = v_status, email_attempts = v_attempts, email_error = v_error
     where lead.id = new.lead_id
       and (lead.email_status, lead.email_attempts, lead.email_error) is distinct from (v_status, v_attempts, v_error);
  end if;
  return null;
end;
$$;

create trigger lead_emails_summarise after insert or update of status, attempts, last_error on public.lead_emails
  for each row execute function public.summarise_lead_emails();

-- 5. Submitting a lead ----------------------------------------------------------------------------
-- p_lead: the lead's columns (full_name, email, company, phone, service, message, client_ip,
-- user_agent; the ones a kind does not have are ignored). p_emails: an array of
-- { id, purpose, message, message_id }. One transaction: the key, the lead and its messages, or
-- nothing. A key seen in the last 24 hours answers (that lead, true) and writes nothing; two
-- concurrent requests with one key meet at the key's primary key, and the second waits for the
-- first to commit, then answers its lead.
create function public.submit_lead(
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
  if p_kind is null or p_kind not in ('contact', 'demo') then
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
  else
    insert into public.demo_requests (id, full_name, email, company, client_ip, user_agent)
    values
      (v_lead_id, p_lead ->> 'full_name', p_lead ->> 'email', p_lead ->> 'company',
       p_lead ->> 'client_ip', p_lead ->> 'user_agent');
  end if;

  insert into public.lead_emails (id, lead_kind, lead_id, purpose, message, message_id)
  select coalesce((item ->> 'id')::uuid, gen_random_uuid()), p_kind, v_lead_id, item ->> 'purpose',
         item -> 'message', item ->> 'message_id'
    from jsonb_array_elements(p_emails) as item;

  return query select v_lead_id, false;
end;
$$;

-- The lead a key created in the last 24 hours, or null. The function asks before rate limiting,
-- so a repeat costs no slot.
create function public.find_lead_by_idempotency_key(p_kind text, p_key uuid)
returns uuid
language sql stable set search_path = '' as $$
  select k.lead_id
    from public.lead_idempotency_keys as k
   where k.lead_kind = p_kind and k.key = p_key and k.created_at >= now() - interval '24 hours';
$$;

-- 6. The worker -----------------------------------------------------------------------------------
-- Takes up to p_limit due messages (queued or retrying whose time has come, or sending whose lease
-- ran out because a worker died mid-send) and marks them sending for p_lease_seconds, which the
-- caller keeps longer than any send can last, so nobody else takes a message still in flight.
-- p_ids restricts the claim to given messages (the submitting function's first attempt).
-- A lapsed lease is logged as an attempt without an outcome before the message is taken again.
create function public.claim_lead_emails(
  p_limit integer,
  p_lease_seconds integer,
  p_ids uuid[] default null
)
returns setof public.lead_emails
language plpgsql set search_path = '' as $$
declare
  v_lease interval := make_interval(secs => least(greatest(coalesce(p_lease_seconds, 120), 10), 3600));
begin
  return query
  with picked as (
    select e.id, e.status, e.updated_at
      from public.lead_emails as e
     where e.next_attempt_at <= now()
       and (e.status in ('queued', 'retrying') or (e.status = 'sending' and e.locked_until <= now()))
       and (p_ids is null or e.id = any (p_ids))
     order by e.next_attempt_at
     limit least(greatest(coalesce(p_limit, 0), 0), 100)
     for update skip locked
  ),
  lapsed as (
    insert into public.lead_email_attempts (email_id, started_at, finished_at, outcome, detail)
    select p.id, p.updated_at, now(), 'error',
           'No outcome recorded: the sender stopped during this attempt (its lease ran out).'
      from picked as p
     where p.status = 'sending'
  ),
  claimed as (
    update public.lead_emails as e
       set status = 'sending',
           attempts = e.attempts + 1,
           locked_until = now() + v_lease,
           next_attempt_at = now() + v_lease
      from picked
     where e.id = picked.id
    returning e.*
  )
  select * from claimed;
end;
$$;

-- Records one attempt and moves the message on; returns its new status. Sent: 'sent' (never
-- undone). An error: 'failed' when it was permanent (the server refused the message itself), when
-- the message was queued a day ago, or after 15 attempts since it was queued; otherwise 'retrying'
-- after p_retry_base_seconds * 2^(n-1) for the n-th attempt, at most 4 hours (30 s, 1 min, 2 min,
-- 4 min, ...). A late answer for a message that is no longer 'sending' is logged and changes nothing.
create function public.record_lead_email_attempt(
  p_email_id uuid,
  p_sent boolean,
  p_detail text,
  p_started_at timestamptz,
  p_retry_base_seconds integer default 30,
  p_permanent boolean default false
)
returns text
language plpgsql set search_path = '' as $$
declare
  v_email public.lead_emails;
  v_detail text := left(coalesce(p_detail, ''), 2000);
  v_tries integer;
  v_delay double precision;
begin
  select * into v_email from public.lead_emails as e where e.id = p_email_id for update;
  if not found then
    raise exception 'No lead email %', p_email_id using errcode = 'P0002';
  end if;

  insert into public.lead_email_attempts (email_id, started_at, finished_at, outcome, detail)
  values (p_email_id, coalesce(p_started_at, now()), now(), case when p_sent then 'sent' else 'error' end, v_detail);

  if v_email.status = 'sent' then
    return 'sent';
  end if;
  if p_sent then
    update public.lead_emails as e
       set status = 'sent', sent_at = now(), provider_response = left(v_detail, 1000), locked_until = null
     where e.id = p_email_id;
    return 'sent';
  end if;
  if v_email.status <> 'sending' then
    return v_email.status;
  end if;

  select count(*) into v_tries
    from public.lead_email_attempts as a
   where a.email_id = p_email_id and a.started_at >= v_email.queued_at;
  if coalesce(p_permanent, false) or v_email.queued_at <= now() - interval '24 hours' or v_tries >= 15 then
    update public.lead_emails as e
       set status = 'failed', last_error = v_detail, locked_until = null
     where e.id = p_email_id;
    return 'failed';
  end if;
  v_delay := least(greatest(coalesce(p_retry_base_seconds, 30), 1) * power(2, greatest(v_tries, 1) - 1), 14400);
  update public.lead_emails as e
     set status = 'retrying', last_error = v_detail, locked_until = null,
         next_attempt_at = now() + make_interval(secs => v_delay)
   where e.id = p_email_id;
  return 'retrying';
end;
$$;

-- 7. Resend ---------------------------------------------------------------------------------------
-- Staff send a lead's undelivered messages again: those given up ('failed') or waiting for their
-- next try ('retrying') are due at once, with a fresh day of retries. Never one that was sent or is
-- being sent. Returns how many were queued.
create function public.resend_lead_emails(p_kind text, p_lead_id uuid)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  perform public.require_staff('leads');
  update public.lead_emails as e
     set status = 'queued', next_attempt_at = now(), queued_at = now(), locked_until = null
   where e.lead_kind = p_kind and e.lead_id = p_lead_id and e.status in ('failed', 'retrying');
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- 8. Access ---------------------------------------------------------------------------------------
-- Visitors never read or write these tables (the functions write as service_role). Staff with the
-- leads permission read leads and their delivery log and move leads through
-- new -> contacted -> closed; nothing else.
alter table public.contact_messages enable row level security;
alter table public.demo_requests enable row level security;
alter table public.lead_rate_limit_hits enable row level security;
alter table public.lead_emails enable row level security;
alter table public.lead_email_attempts enable row level security;
alter table public.lead_idempotency_keys enable row level security;

revoke all on table public.contact_messages, public.demo_requests, public.lead_rate_limit_hits,
  public.lead_emails, public.lead_email_attempts, public.lead_idempotency_keys
  from anon, authenticated;
grant select, update (status) on table public.contact_messages, public.demo_requests to authenticated;
grant select on table public.lead_emails, public.lead_email_attempts to authenticated;
grant all on table public.contact_messages, public.demo_requests, public.lead_rate_limit_hits,
  public.lead_emails, public.lead_email_attempts, public.lead_idempotency_keys
  to service_role;

create policy "Lead staff read contact messages" on public.contact_messages
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff update contact message status" on public.contact_messages
  for update to authenticated
  using ((select public.staff_can('leads'))) with check ((select public.staff_can('leads')));
create policy "Lead staff read demo requests" on public.demo_requests
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff update demo request status" on public.demo_requests
  for update to authenticated
  using ((select public.staff_can('leads'))) with check ((select public.staff_can('leads')));
create policy "Lead staff read lead emails" on public.lead_emails
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff read lead email attempts" on public.lead_email_attempts
  for select to authenticated using ((select public.staff_can('leads')));

revoke execute on function public.take_lead_rate_limit_slot(text[], integer, integer) from public, anon, authenticated;
revoke execute on function public.submit_lead(text, jsonb, jsonb, uuid) from public, anon, authenticated;
revoke execute on function public.find_lead_by_idempotency_key(text, uuid) from public, anon, authenticated;
revoke execute on function public.claim_lead_emails(integer, integer, uuid[]) from public, anon, authenticated;
revoke execute on function public.record_lead_email_attempt(uuid, boolean, text, timestamptz, integer, boolean)
  from public, anon, authenticated;
revoke execute on function public.lead_delivery_interval_seconds() from public, anon, authenticated;
grant execute on function public.take_lead_rate_limit_slot(text[], integer, integer) to service_role;
grant execute on function public.submit_lead(text, jsonb, jsonb, uuid) to service_role;
grant execute on function public.find_lead_by_idempotency_key(text, uuid) to service_role;
grant execute on function public.claim_lead_emails(integer, integer, uuid[]) to service_role;
grant execute on function public.record_lead_email_attempt(uuid, boolean, text, timestamptz, integer, boolean)
  to service_role;
grant execute on function public.lead_delivery_interval_seconds() to service_role;

revoke execute on function public.resend_lead_emails(text, uuid) from public, anon;
grant execute on function public.resend_lead_emails(text, uuid) to authenticated;

-- Trigger functions are not for calling.
revoke execute on function public.summarise_lead_emails() from public, anon, authenticated, service_role;
revoke execute on function public.delete_lead_emails() from public, anon, authenticated, service_role;

-- Both lead tables as one list for the admin inbox. security_invoker: the caller's rights on the
-- base tables decide. search_text lets one ilike filter search every field without an or=() list.
create view public.lead_inbox
with (security_invoker = true)
as
  select 'demo'::text as kind, d.id, d.created_at, d.updated_at, d.full_name, d.email, d.company,
         null::text as phone, null::text as service, null::text as message,
         d.status, d.email_status, d.email_error, d.email_attempts,
         lower(concat_ws(' ', d.full_name, d.email, d.company)) as search_text
    from public.demo_requests as d
  union all
  select 'contact'::text, c.id, c.created_at, c.updated_at, c.full_name, c.email, c.company,
         c.phone, c.service, c.message,
         c.status, c.email_status, c.email_error, c.email_attempts,
         lower(concat_ws(' ', c.full_name, c.email, c.company, c.phone, c.service, c.message))
    from public.contact_messages as c;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;

-- The inbox updates live. INSERT/UPDATE events are filtered through the subscriber's RLS (lead
-- staff only). DELETE events are not, but only the primary key travels (default replica identity)
-- and clients never delete leads.
alter publication supabase_realtime add table public.contact_messages, public.demo_requests;

-- 9. The hosted schedule --------------------------------------------------------------------------
-- Supabase's documented way to run an Edge Function on a schedule: pg_cron calls pg_net, with the
-- project URL and a key read from Vault. Create the two secrets once per project (README,
-- "Deploying"): project_url (https://<ref>.supabase.co) and lead_delivery_key (the service role
-- key; deliver-lead-emails refuses any other). Without them each run only logs a warning.
-- plpgsql resolves names when it runs, so this function is created everywhere; only pg_cron
-- ever calls it.
create function public.invoke_lead_delivery()
returns bigint
language plpgsql set search_path = '' as $$
declare
  v_url text;
  v_key text;
begin
  select s.decrypted_secret into v_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into v_key from vault.decrypted_secrets as s where s.name = 'lead_delivery_key';
  if v_url is null or v_key is null then
    raise warning 'lead delivery is not configured: create the Vault secrets project_url and lead_delivery_key';
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/deliver-lead-emails',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := jsonb_build_object('trigger', 'pg_cron'),
    -- A run stops taking new messages after about 30 s, and a send in flight ends within its
    -- timeout; this only bounds how long pg_net waits to log the answer.
    timeout_milliseconds := 120000
  );
end;
$$;

revoke execute on function public.invoke_lead_delivery() from public, anon, authenticated, service_role;

-- Only where the extensions exist (hosted Supabase; not PGlite, which the local stack runs, and
-- which drives the same function on the same interval itself). A cron expression, not "60
-- seconds": pg_cron before 1.5 (Debian's postgresql-15-cron has 1.4) knows no seconds schedules.
-- A lead's first attempt is made at once by the function that stores it; this job only takes
-- retries (30 s, 1 min, 2 min, ...), which a minute suits.
do $$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) = 2 then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    execute $schedule$select cron.schedule('deliver-lead-emails', '* * * * *', 'select public.invoke_lead_delivery()')$schedule$;
  end if;
end;
$$;
