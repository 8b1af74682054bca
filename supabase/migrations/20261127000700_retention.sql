-- Retention: leads (with their emails and delivery attempts) and closed security reports older than
-- their retention period are deleted by a scheduled job, on the same mechanism as lead delivery:
-- Supabase Cron calls an Edge Function through pg_net with the Vault secrets project_url and
-- lead_delivery_key (the service role key; 20261127000400_lead_delivery_schedule.sql).
--
-- The periods are not here. They are written once, in supabase/functions/_rules/retention.ts,
-- which the privacy and trust pages import to state them and the Edge Function purge-expired-data
-- imports to call purge_expired_data() with them. This migration holds the mechanism only.
--
--   1. invoke_scheduled_function(): the pg_net call both jobs make (invoke_lead_delivery uses it)
--   2. purge_expired_data(): one transaction, recorded in the audit log as retention.purge
--   3. The daily job

-- 1. Calling a scheduled Edge Function --------------------------------------------------------------
-- Posts to the function with the service role key from Vault; without the secrets it only warns.
-- Answers pg_net's request id (its answer lands in net._http_response).
create function public.invoke_scheduled_function(p_function text, p_timeout_milliseconds integer)
returns bigint
language plpgsql set search_path = '' as $$
declare
  v_url text;
  v_key text;
begin
  select s.decrypted_secret into v_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into v_key from vault.decrypted_secrets as s where s.name = 'lead_delivery_key';
  if v_url is null or v_key is null then
    raise warning '% is not configured: create the Vault secrets project_url and lead_delivery_key', p_function;
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/' || p_function,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := jsonb_build_object('trigger', 'pg_cron'),
    timeout_milliseconds := p_timeout_milliseconds
  );
end;
$$;

-- Lead delivery's job, now through the shared call. A run stops taking new messages after about
-- 30 s, and a send in flight ends within its timeout; 120 s only bounds how long pg_net waits.
create or replace function public.invoke_lead_delivery()
returns bigint
language sql set search_path = '' as $$
  select public.invoke_scheduled_function('deliver-lead-emails', 120000);
$$;

-- 2. The purge --------------------------------------------------------------------------------------
-- Deletes, in one transaction, contact messages and demo requests received more than
-- p_lead_months ago and security reports closed more than p_security_report_months ago; their
-- emails go with them (delete_lead_emails), their attempts with the emails (foreign key). Refuses
-- a period under a month, so a broken caller cannot empty the tables. Answers what it deleted.
create function public.purge_expired_data(p_lead_months integer, p_security_report_months integer)
returns jsonb
language plpgsql set search_path = '' as $$
declare
  v_contact integer;
  v_demo integer;
  v_reports integer;
  v_result jsonb;
begin
  if coalesce(p_lead_months, 0) < 1 or coalesce(p_security_report_months, 0) < 1 then
    raise exception 'Retention periods must be at least one month.' using errcode = '22023';
  end if;
  delete from public.contact_messages as c where c.created_at < now() - make_interval(months => p_lead_months);
  get diagnostics v_contact = row_count;
  delete from public.demo_requests as d where d.created_at < now() - make_interval(months => p_lead_months);
  get diagnostics v_demo = row_count;
  delete from public.security_reports as r
   where r.status = 'closed' and r.closed_at < now() - make_interval(months => p_security_report_months);
  get diagnostics v_reports = row_count;
  v_result := jsonb_build_object(
    'contact_messages', v_contact, 'demo_requests', v_demo, 'security_reports', v_reports,
    'lead_months', p_lead_months, 'security_report_months', p_security_report_months
  );
  perform public.record_audit('retention.purge', null, null, v_result);
  return v_result;
end;
$$;

revoke execute on function public.invoke_scheduled_function(text, integer) from public, anon, authenticated, service_role;
revoke execute on function public.purge_expired_data(integer, integer) from public, anon, authenticated;
grant execute on function public.purge_expired_data(integer, integer) to service_role;

-- 3. Daily, at a quiet hour (UTC) -----------------------------------------------------------------
select cron.schedule(
  'purge-expired-data', '17 3 * * *',
  'select public.invoke_scheduled_function(''purge-expired-data'', 60000)'
);
