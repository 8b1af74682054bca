-- Outbound webhooks: each new contact message or demo request is delivered to the CRM (or the
-- Zapier/Make/n8n flow before it) as JSON signed per the Standard Webhooks specification, through
-- an outbox like the leads' emails: stored in the lead's own transaction, sent after the visitor's
-- answer, retried with back-off under the same webhook-id until delivered or given up.
--
--   1. The integrations permission (admins hold it)
--   2. webhook_endpoints: where, which events, the signing secret (never readable by the API roles)
--   3. webhook_deliveries and webhook_delivery_attempts: the outbox and its log
--   4. submit_lead() enqueues the new lead's deliveries (restated from
--      20261128000500_lead_context.sql with that one statement)
--   5. The worker's claim_webhook_deliveries() and record_webhook_attempt()
--   6. What staff call: create_webhook_endpoint(), rotate_webhook_secret(), redeliver_webhook()
--   7. Access and the audit trail
--
-- The payload is built and signed by the Edge Functions (_shared/lead-webhook-payload.ts,
-- _shared/webhook-delivery.ts); what may be requested (https only, no private addresses) is checked
-- there too, when the address is resolved. Here: the URL's shape, so a mistyped one is refused
-- when it is added.

-- 1. Permission -----------------------------------------------------------------------------------
insert into public.staff_permissions (permission, description) values
  ('integrations', 'Add and remove the CRM''s webhook endpoints, see their deliveries and redeliver');
insert into public.staff_role_permissions (role, permission) values ('admin', 'integrations');

-- 2. Endpoints ------------------------------------------------------------------------------------
-- The events a lead produces; an endpoint subscribes to one or both.
create function public.webhook_event_types()
returns text[]
language sql immutable set search_path = '' as $$
  select array['contact_message.created', 'demo_request.created'];
$$;

-- Why a URL cannot be an endpoint, in a sentence for the admin area, or null. https only; plain
-- http only to this machine (127.0.0.0/8, localhost, [::1]), which the functions accept only when
-- they run locally. No credentials in the URL: the signature authenticates us to the receiver.
create function public.webhook_url_problem(p_url text)
returns text
language sql immutable set search_path = '' as $$
  select case
    when coalesce(p_url, '') = '' then 'Enter the endpoint''s URL.'
    when char_length(p_url) > 2048 then 'The URL is longer than 2,048 characters.'
    when p_url ~ '[[:space:][:cntrl:]]' then 'The URL must not contain spaces or control characters.'
    when p_url !~* '^https?://[^/?#]' then 'The URL must start with https:// and a host name.'
    when p_url ~* '^https?://[^/?#]*@' then 'The URL must not contain a user name or password.'
    when p_url ~* '^http://' and p_url !~* '^http://(localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]{1,5})?([/?#]|$)'
      then 'Use an https:// URL (plain http is allowed only for this machine, in development).'
  end;
$$;

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  url text not null check (public.webhook_url_problem(url) is null),
  description text not null default '' check (char_length(description) <= 200),
  events text[] not null check (cardinality(events) > 0 and events <@ public.webhook_event_types()),
  -- Standard Webhooks' form: whsec_ and the base64 of 32 random bytes. Shown once, when made.
  secret text not null check (secret ~ '^whsec_[A-Za-z0-9+/]{43}=$'),
  enabled boolean not null default true,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger webhook_endpoints_updated_at
  before update on public.webhook_endpoints
  for each row execute function public.set_updated_at();

-- 32 bytes from two v4 UUIDs' random bits (pg_strong_random; 244 of the 256 bits are random).
create function public.new_webhook_secret()
returns text
language sql volatile set search_path = '' as $$
  select 'whsec_' || encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64');
$$;

-- 3. The outbox -----------------------------------------------------------------------------------
-- One row per lead event and endpoint. endpoint_id null: the endpoint the Edge Functions' secrets
-- LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET name (deployments managed as code). webhook_id is the
-- event's, the same for every endpoint and every attempt, so a receiver drops repeats by it.
-- Statuses as the emails': queued -> sending -> delivered, or retrying -> ... -> failed.
create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  webhook_id text not null check (webhook_id ~ '^msg_[0-9a-f]{32}$'),
  endpoint_id uuid references public.webhook_endpoints (id) on delete cascade,
  event_type text not null check (event_type = any (public.webhook_event_types())),
  lead_kind text not null check (lead_kind in ('contact', 'demo')),
  lead_id uuid not null,
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'delivered', 'retrying', 'failed')),
  attempts integer not null default 0,
  last_error text,
  last_status_code integer,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  queued_at timestamptz not null default now(),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique nulls not distinct (webhook_id, endpoint_id)
);

create index webhook_deliveries_due on public.webhook_deliveries (next_attempt_at)
  where status in ('queued', 'retrying', 'sending');
create index webhook_deliveries_lead on public.webhook_deliveries (lead_kind, lead_id);
create index webhook_deliveries_recent on public.webhook_deliveries (created_at desc);

create trigger webhook_deliveries_updated_at
  before update on public.webhook_deliveries
  for each row execute function public.set_updated_at();

-- Every attempt: the URL requested, the HTTP status (null when none came), and what was learnt
-- (the start of the response body, or the error).
create table public.webhook_delivery_attempts (
  id bigint generated always as identity primary key,
  delivery_id uuid not null references public.webhook_deliveries (id) on delete cascade,
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  url text,
  status_code integer,
  outcome text not null check (outcome in ('delivered', 'error')),
  detail text
);

create index webhook_delivery_attempts_delivery on public.webhook_delivery_attempts (delivery_id, started_at);

-- A lead's deliveries carry a copy of it: they go when it goes (retention, erasure).
create function public.delete_lead_webhook_deliveries()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.webhook_deliveries as d where d.lead_kind = tg_argv[0] and d.lead_id = old.id;
  return old;
end;
$$;

create trigger contact_messages_delete_webhook_deliveries after delete on public.contact_messages
  for each row execute function public.delete_lead_webhook_deliveries('contact');
create trigger demo_requests_delete_webhook_deliveries after delete on public.demo_requests
  for each row execute function public.delete_lead_webhook_deliveries('demo');

-- 4. Enqueueing, in the lead's transaction --------------------------------------------------------
-- p_webhook: { id: 'msg_…', type, payload, environment } as the Edge Function built it. One
-- delivery per enabled endpoint subscribed to the type, and one to LEAD_WEBHOOK_URL when the
-- function has it (environment true).
create function public.enqueue_lead_webhook(p_kind text, p_lead_id uuid, p_webhook jsonb)
returns integer
language plpgsql set search_path = '' as $$
declare
  v_count integer;
begin
  if p_webhook is null or jsonb_typeof(p_webhook) <> 'object' or p_kind not in ('contact', 'demo') then
    return 0;
  end if;
  insert into public.webhook_deliveries (webhook_id, endpoint_id, event_type, lead_kind, lead_id, payload)
  select p_webhook ->> 'id', targets.endpoint_id, p_webhook ->> 'type', p_kind, p_lead_id, p_webhook -> 'payload'
    from (
      select e.id as endpoint_id
        from public.webhook_endpoints as e
       where e.enabled and (p_webhook ->> 'type') = any (e.events)
      union all
      select null::uuid where coalesce((p_webhook ->> 'environment')::boolean, false)
    ) as targets;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

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

  perform public.enqueue_lead_webhook(p_kind, v_lead_id, p_lead -> 'webhook');

  return query select v_lead_id, false;
end;
$$;

-- 5. The worker -----------------------------------------------------------------------------------
-- As claim_lead_emails(): due deliveries (queued or retrying whose time has come, or sending whose
-- lease ran out, logged as an attempt without an outcome), marked sending for the lease, with
-- where to send them. p_webhook_id restricts the claim to one event (the submitting function's
-- first attempt). A disabled endpoint's deliveries wait until it is enabled again.
create function public.claim_webhook_deliveries(
  p_limit integer,
  p_lease_seconds integer,
  p_webhook_id text default null
)
returns table (
  id uuid, webhook_id text, endpoint_id uuid, url text, secret text,
  event_type text, payload jsonb, attempts integer
)
language plpgsql set search_path = '' as $$
declare
  v_lease interval := make_interval(secs => least(greatest(coalesce(p_lease_seconds, 60), 10), 3600));
begin
  return query
  with picked as (
    select d.id, d.status, d.updated_at
      from public.webhook_deliveries as d
      left join public.webhook_endpoints as e on e.id = d.endpoint_id
     where d.next_attempt_at <= now()
       and (d.status in ('queued', 'retrying') or (d.status = 'sending' and d.locked_until <= now()))
       and (d.endpoint_id is null or e.enabled)
       and (p_webhook_id is null or d.webhook_id = p_webhook_id)
     order by d.next_attempt_at
     limit least(greatest(coalesce(p_limit, 0), 0), 100)
     for update of d skip locked
  ),
  lapsed as (
    insert into public.webhook_delivery_attempts (delivery_id, started_at, finished_at, outcome, detail)
    select p.id, p.updated_at, now(), 'error',
           'No outcome recorded: the sender stopped during this attempt (its lease ran out).'
      from picked as p
     where p.status = 'sending'
  ),
  claimed as (
    update public.webhook_deliveries as d
       set status = 'sending', attempts = d.attempts + 1,
           locked_until = now() + v_lease, next_attempt_at = now() + v_lease
      from picked
     where d.id = picked.id
    returning d.*
  )
  select c.id, c.webhook_id, c.endpoint_id, e.url, e.secret, c.event_type, c.payload, c.attempts
    from claimed as c
    left join public.webhook_endpoints as e on e.id = c.endpoint_id;
end;
$$;

-- Records one attempt and moves the delivery on, as record_lead_email_attempt() does: delivered
-- (never undone); or failed when permanent (the address is refused), a day after it was queued,
-- or after 15 attempts; otherwise retrying after p_retry_base_seconds * 2^(n-1), at most 4 hours.
create function public.record_webhook_attempt(
  p_delivery_id uuid,
  p_delivered boolean,
  p_status_code integer,
  p_detail text,
  p_url text,
  p_started_at timestamptz,
  p_retry_base_seconds integer default 30,
  p_permanent boolean default false
)
returns text
language plpgsql set search_path = '' as $$
declare
  v_delivery public.webhook_deliveries;
  v_detail text := left(coalesce(p_detail, ''), 2000);
  v_tries integer;
  v_delay double precision;
begin
  select * into v_delivery from public.webhook_deliveries as d where d.id = p_delivery_id for update;
  if not found then
    raise exception 'No webhook delivery %', p_delivery_id using errcode = 'P0002';
  end if;

  insert into public.webhook_delivery_attempts (delivery_id, started_at, url, status_code, outcome, detail)
  values (p_delivery_id, coalesce(p_started_at, now()), left(p_url, 2048), p_status_code,
          case when p_delivered then 'delivered' else 'error' end, v_detail);

  if v_delivery.status = 'delivered' then
    return 'delivered';
  end if;
  if p_delivered then
    update public.webhook_deliveries as d
       set status = 'delivered', delivered_at = now(), last_status_code = p_status_code,
           last_error = null, locked_until = null
     where d.id = p_delivery_id;
    return 'delivered';
  end if;
  if v_delivery.status <> 'sending' then
    return v_delivery.status;
  end if;

  select count(*) into v_tries
    from public.webhook_delivery_attempts as a
   where a.delivery_id = p_delivery_id and a.started_at >= v_delivery.queued_at;
  if coalesce(p_permanent, false) or v_delivery.queued_at <= now() - interval '24 hours' or v_tries >= 15 then
    update public.webhook_deliveries as d
       set status = 'failed', last_error = v_detail, last_status_code = p_status_code, locked_until = null
     where d.id = p_delivery_id;
    return 'failed';
  end if;
  v_delay := least(greatest(coalesce(p_retry_base_seconds, 30), 1) * power(2, greatest(v_tries, 1) - 1), 14400);
  update public.webhook_deliveries as d
     set status = 'retrying', last_error = v_detail, last_status_code = p_status_code, locked_until = null,
         next_attempt_at = now() + make_interval(secs => v_delay)
   where d.id = p_delivery_id;
  return 'retrying';
end;
$$;

-- 6. Staff ----------------------------------------------------------------------------------------
-- Adds an endpoint and answers its id and secret: the only time the secret leaves the database.
create function public.create_webhook_endpoint(p_url text, p_events text[], p_description text default '')
returns table (id uuid, secret text)
language plpgsql security definer set search_path = '' as $$
declare
  v_problem text := public.webhook_url_problem(btrim(p_url));
  v_id uuid;
  v_secret text := public.new_webhook_secret();
begin
  perform public.require_staff('integrations');
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '22023';
  end if;
  if coalesce(cardinality(p_events), 0) = 0 or not (p_events <@ public.webhook_event_types()) then
    raise exception 'Choose the events to send: new contact messages, new demo requests or both.' using errcode = '22023';
  end if;
  if char_length(coalesce(p_description, '')) > 200 then
    raise exception 'The description is longer than 200 characters.' using errcode = '22023';
  end if;
  insert into public.webhook_endpoints (url, description, events, secret, created_by)
  values (btrim(p_url), btrim(coalesce(p_description, '')), p_events, v_secret, (select auth.uid()))
  returning webhook_endpoints.id into v_id;
  return query select v_id, v_secret;
end;
$$;

-- A new secret for an endpoint, answered once; the old one stops signing at once.
create function public.rotate_webhook_secret(p_endpoint_id uuid)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_secret text := public.new_webhook_secret();
begin
  perform public.require_staff('integrations');
  update public.webhook_endpoints as e set secret = v_secret where e.id = p_endpoint_id;
  if not found then
    raise exception 'No such endpoint.' using errcode = 'P0002';
  end if;
  perform public.record_audit('webhook.rotate_secret', 'webhook_endpoints', p_endpoint_id::text);
  return v_secret;
end;
$$;

-- Sends a delivery again now, under the same webhook-id, with a fresh day of retries: one given up,
-- one waiting for its next try, or one delivered that the receiver lost. Not one being sent.
create function public.redeliver_webhook(p_delivery_id uuid)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_status text;
begin
  perform public.require_staff('integrations');
  select d.status into v_status from public.webhook_deliveries as d where d.id = p_delivery_id for update;
  if not found then
    raise exception 'No such delivery.' using errcode = 'P0002';
  end if;
  if v_status = 'sending' then
    raise exception 'This delivery is being sent right now.' using errcode = '55006';
  end if;
  update public.webhook_deliveries as d
     set status = 'queued', next_attempt_at = now(), queued_at = now(), locked_until = null, delivered_at = null
   where d.id = p_delivery_id;
  perform public.record_audit('webhook.redeliver', 'webhook_deliveries', p_delivery_id::text,
    jsonb_build_object('from', v_status));
  return 'queued';
end;
$$;

-- 7. Access and audit -----------------------------------------------------------------------------
alter table public.webhook_endpoints enable row level security;
alter table public.webhook_deliveries enable row level security;
alter table public.webhook_delivery_attempts enable row level security;

revoke all on table public.webhook_endpoints, public.webhook_deliveries, public.webhook_delivery_attempts
  from anon, authenticated;
-- Every column but the secret; endpoints are added by create_webhook_endpoint() (which makes the secret).
grant select (id, url, description, events, enabled, created_by, created_at, updated_at),
      update (url, description, events, enabled),
      delete
  on table public.webhook_endpoints to authenticated;
grant select on table public.webhook_deliveries, public.webhook_delivery_attempts to authenticated;
grant all on table public.webhook_endpoints, public.webhook_deliveries, public.webhook_delivery_attempts
  to service_role;

create policy "Integrations staff read webhook endpoints" on public.webhook_endpoints
  for select to authenticated using ((select public.staff_can('integrations')));
create policy "Integrations staff change webhook endpoints" on public.webhook_endpoints
  for update to authenticated
  using ((select public.staff_can('integrations'))) with check ((select public.staff_can('integrations')));
create policy "Integrations staff remove webhook endpoints" on public.webhook_endpoints
  for delete to authenticated using ((select public.staff_can('integrations')));
create policy "Integrations staff read webhook deliveries" on public.webhook_deliveries
  for select to authenticated using ((select public.staff_can('integrations')));
create policy "Integrations staff read webhook delivery attempts" on public.webhook_delivery_attempts
  for select to authenticated using ((select public.staff_can('integrations')));

-- webhook.create, webhook.update (which columns), webhook.delete; never the secret's value.
create function public.audit_webhook_endpoint()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    perform public.record_audit('webhook.create', 'webhook_endpoints', new.id::text,
      jsonb_build_object('url', new.url, 'events', to_jsonb(new.events)));
  elsif tg_op = 'DELETE' then
    perform public.record_audit('webhook.delete', 'webhook_endpoints', old.id::text, jsonb_build_object('url', old.url));
  else
    select coalesce(array_agg(n.key order by n.key), '{}') into v_changed
      from jsonb_each(to_jsonb(new)) as n
      join jsonb_each(to_jsonb(old)) as o on o.key = n.key
     where n.value is distinct from o.value and n.key not in ('updated_at', 'secret');
    if cardinality(v_changed) > 0 then
      perform public.record_audit('webhook.update', 'webhook_endpoints', new.id::text,
        jsonb_build_object('columns', to_jsonb(v_changed)));
    end if;
  end if;
  return null;
end;
$$;

create trigger webhook_endpoints_audit
  after insert or update or delete on public.webhook_endpoints
  for each row execute function public.audit_webhook_endpoint();

revoke execute on function public.new_webhook_secret() from public, anon, authenticated;
revoke execute on function public.enqueue_lead_webhook(text, uuid, jsonb) from public, anon, authenticated;
revoke execute on function public.claim_webhook_deliveries(integer, integer, text) from public, anon, authenticated;
revoke execute on function public.record_webhook_attempt(uuid, boolean, integer, text, text, timestamptz, integer, boolean)
  from public, anon, authenticated;
grant execute on function public.new_webhook_secret() to service_role;
grant execute on function public.enqueue_lead_webhook(text, uuid, jsonb) to service_role;
grant execute on function public.claim_webhook_deliveries(integer, integer, text) to service_role;
grant execute on function public.record_webhook_attempt(uuid, boolean, integer, text, text, timestamptz, integer, boolean)
  to service_role;

revoke execute on function public.create_webhook_endpoint(text, text[], text) from public, anon;
revoke execute on function public.rotate_webhook_secret(uuid) from public, anon;
revoke execute on function public.redeliver_webhook(uuid) from public, anon;
grant execute on function public.create_webhook_endpoint(text, text[], text) to authenticated;
grant execute on function public.rotate_webhook_secret(uuid) to authenticated;
grant execute on function public.redeliver_webhook(uuid) to authenticated;

revoke execute on function public.delete_lead_webhook_deliveries() from public, anon, authenticated, service_role;
revoke execute on function public.audit_webhook_endpoint() from public, anon, authenticated, service_role;
