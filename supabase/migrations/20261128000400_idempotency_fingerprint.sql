-- An Idempotency-Key stands for one request, not for any request sent with it. Until now a key
-- reused with a different body was answered "sent" while nothing was stored or mailed: a lead
-- lost without a word. The key now keeps a fingerprint of the request it came with (SHA-256 of
-- the validated fields, made by the Edge Function, in p_lead's 'request_hash'); the function
-- answers a replay of the same request with the first answer and a different one with 422, as
-- the IETF Idempotency-Key draft and Stripe do. A security report's replay answers its reference
-- again, which find_idempotent_request() reads.
--
-- Depends on 20261128000000_lead_ids_from_caller.sql, whose submit_lead() this restates with
-- the fingerprint stored beside the key.

-- Keys stored before this migration have none: they are answered as before (the first answer).
alter table public.lead_idempotency_keys
  add column request_hash text check (request_hash ~ '^[0-9a-f]{64}$');

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

-- What a key did in the last 24 hours: its lead, the fingerprint of its request and, for a
-- security report, the reference the first answer gave. Replaces find_lead_by_idempotency_key().
create function public.find_idempotent_request(p_kind text, p_key uuid)
returns table (lead_id uuid, request_hash text, reference text)
language sql stable set search_path = '' as $$
  select k.lead_id, k.request_hash, reports.reference
    from public.lead_idempotency_keys as k
    left join public.security_reports as reports on k.lead_kind = 'security' and reports.id = k.lead_id
   where k.lead_kind = p_kind and k.key = p_key and k.created_at >= now() - interval '24 hours';
$$;

drop function public.find_lead_by_idempotency_key(text, uuid);

revoke execute on function public.find_idempotent_request(text, uuid) from public, anon, authenticated;
grant execute on function public.find_idempotent_request(text, uuid) to service_role;
