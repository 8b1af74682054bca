-- The admin area's CSV export of leads, recorded in the audit log as lead.export.
--
-- The export reads lead_inbox through the API like any page of the inbox, and a read fires no
-- trigger, so the admin area declares it: after building the file it calls
-- record_lead_export(filters, count) with the filters it applied and how many leads the file holds.
-- Reading leads stays what it was (lead staff may page through them); what this adds is the trace
-- of a bulk copy leaving the admin area, with who made it and of what.
--
-- Depends on 20261127000500_audit_log.sql.

create function public.record_lead_export(p_filters jsonb, p_count integer)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('leads');
  if jsonb_typeof(p_filters) is distinct from 'object' or pg_column_size(p_filters) > 4096 then
    raise exception 'p_filters must be a small JSON object: the filters the export applied' using errcode = '22023';
  end if;
  if p_count is null or p_count < 0 then
    raise exception 'p_count must be how many leads the export holds' using errcode = '22023';
  end if;
  perform public.record_audit('lead.export', 'lead_inbox', null,
    jsonb_build_object('filters', p_filters, 'count', p_count));
end;
$$;

revoke execute on function public.record_lead_export(jsonb, integer) from public, anon;
grant execute on function public.record_lead_export(jsonb, integer) to authenticated;
