-- A data request's export leaves out nothing the last two migrations added about a lead: each
-- contact message and demo request carries its webhook deliveries (what was sent to which
-- endpoint, when, and how it went: 20261128000900_lead_webhooks.sql), and each demo request its
-- bookings (20261128001000_demo_booking.sql). Erasure and retention already delete both with
-- their lead (a trigger, a foreign key).
--
-- Restates personal_data_leads() from 20261128000800_export_lead_notes.sql with the two added.

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
       ), 'webhook_deliveries', (
         select coalesce(jsonb_agg(jsonb_build_object(
                  'webhook_id', d.webhook_id, 'event_type', d.event_type,
                  'endpoint', coalesce(ep.url, 'LEAD_WEBHOOK_URL'), 'status', d.status,
                  'attempts', d.attempts, 'delivered_at', d.delivered_at, 'created_at', d.created_at,
                  'payload', d.payload) order by d.created_at), '[]')
           from public.webhook_deliveries as d
           left join public.webhook_endpoints as ep on ep.id = d.endpoint_id
          where d.lead_kind = $1 and d.lead_id = lead.id
       )) else '{}'::jsonb end || case when $1 = 'demo' then jsonb_build_object('bookings', (
         select coalesce(jsonb_agg(jsonb_build_object(
                  'starts_at', b.starts_at, 'ends_at', b.ends_at, 'visitor_time_zone', b.visitor_time_zone,
                  'status', b.status, 'created_at', b.created_at, 'cancelled_at', b.cancelled_at)
                  order by b.created_at), '[]')
           from public.demo_bookings as b where b.demo_request_id = lead.id
       )) else '{}'::jsonb end order by lead.created_at), '[]')
       from public.%I as lead where lower(lead.email) = $2$q$,
    v_table
  ) into v_rows using p_kind, p_email;
  return v_rows;
end;
$$;
