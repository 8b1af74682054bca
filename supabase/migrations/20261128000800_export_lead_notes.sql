-- A data request's export leaves nothing of a lead out: staff notes about it (lead_notes, migration
-- 20261128000100_lead_workflow.sql) are personal data of the person it came from too, so each
-- contact message and demo request in the export now carries its notes, oldest first, with their
-- author and time. Erasure and retention already delete them with their lead.
--
-- Restates personal_data_leads() from 20261127000800_data_requests.sql with the notes added.

create or replace function public.personal_data_leads(p_kind text, p_email text)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_table text := case p_kind
    when 'contact' then 'contact_messages'
    when 'demo' then 'demo_requests'
    when 'security' then 'security_reports'
  end;
  v_rows jsonb;
begin
  execute format(
    $q$select coalesce(jsonb_agg(to_jsonb(lead) || jsonb_build_object('emails', (
         select coalesce(jsonb_agg(to_jsonb(e) || jsonb_build_object('attempts', (
                  select coalesce(jsonb_agg(to_jsonb(a) order by a.started_at), '[]')
                    from public.lead_email_attempts as a where a.email_id = e.id
                )) order by e.created_at, e.purpose), '[]')
           from public.lead_emails as e where e.lead_kind = $1 and e.lead_id = lead.id
       )) || case when $1 in ('contact', 'demo') then jsonb_build_object('notes', (
         select coalesce(jsonb_agg(jsonb_build_object('body', n.body, 'author_email', n.author_email,
                                                      'created_at', n.created_at) order by n.created_at), '[]')
           from public.lead_notes as n where n.lead_kind = $1 and n.lead_id = lead.id
       )) else '{}'::jsonb end order by lead.created_at), '[]')
       from public.%I as lead where lower(lead.email) = $2$q$,
    v_table
  ) into v_rows using p_kind, p_email;
  return v_rows;
end;
$$;
