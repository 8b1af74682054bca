-- HR resends an application's emails that gave up (or are waiting to retry), as lead staff do a
-- lead's: resend_application_emails(), for staff whose role grants `applications`. The shared
-- requeue_lead_emails() now records an application's resend as application.resend.
--
-- Depends on 20261127000600_security_reports.sql and 20261128001300_job_applications.sql.

create or replace function public.requeue_lead_emails(p_kind text, p_lead_id uuid)
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
    case p_kind when 'security' then 'security_report.resend' when 'application' then 'application.resend'
                else 'lead.resend' end,
    case p_kind when 'contact' then 'contact_messages' when 'demo' then 'demo_requests'
                when 'application' then 'job_applications' else 'security_reports' end,
    p_lead_id::text,
    jsonb_build_object('queued', v_count)
  );
  return v_count;
end;
$$;

create function public.resend_application_emails(p_application_id uuid)
returns integer
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('applications');
  return public.requeue_lead_emails('application', p_application_id);
end;
$$;

revoke execute on function public.requeue_lead_emails(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.resend_application_emails(uuid) from public, anon;
grant execute on function public.resend_application_emails(uuid) to authenticated;
