-- Speed to lead: how long leads waited for their first answer, week by week. A lead counts as
-- answered at its first status change (new -> contacted or closed), which the audit trail records
-- (lead.status); the week is the company's (its time zone, _rules/brand.ts, given by the caller).
--
-- Staff with the leads permission read it; the audit permission is not needed, as with
-- lead_history().

create function public.lead_response_times(p_time_zone text, p_weeks integer default 8)
returns table (
  week_start date,
  leads integer,
  answered integer,
  median_minutes integer,
  p90_minutes integer
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_staff('leads');
  if p_time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'Unknown time zone: %', p_time_zone using errcode = '22023';
  end if;
  if p_weeks is null or p_weeks not between 1 and 52 then
    raise exception 'Weeks must be between 1 and 52.' using errcode = '22023';
  end if;
  return query
    with received as (
      select 'contact_messages'::text as target_table, c.id, c.created_at from public.contact_messages as c
      union all
      select 'demo_requests', d.id, d.created_at from public.demo_requests as d
    ),
    waits as (
      select date_trunc('week', r.created_at at time zone p_time_zone)::date as week,
             (select min(a.at) from public.audit_log as a
               where a.action = 'lead.status' and a.target_table = r.target_table and a.target_id = r.id::text)
               - r.created_at as wait
        from received as r
       where r.created_at >= date_trunc('week', now() at time zone p_time_zone) at time zone p_time_zone
                             - make_interval(weeks => p_weeks - 1)
    )
    select w.week, count(*)::integer, count(w.wait)::integer,
           round(extract(epoch from percentile_cont(0.5) within group (order by w.wait)) / 60)::integer,
           round(extract(epoch from percentile_cont(0.9) within group (order by w.wait)) / 60)::integer
      from waits as w
     group by w.week
     order by w.week desc;
end;
$$;

revoke execute on function public.lead_response_times(text, integer) from public, anon;
grant execute on function public.lead_response_times(text, integer) to authenticated, service_role;
