-- The audit trail: what staff (and operations) did, append-only.
--
-- One row per action: when, who (the signed-in user's id and email at the time, or the database
-- role for the service role and scheduled jobs), what (a dotted action name), on which row
-- (target_table, target_id) and the few facts that say what changed (detail). Triggers write it,
-- so no path around the admin area's own functions (a direct PATCH through the API, an RPC, the
-- SQL editor) goes unrecorded:
--
--   role.grant / role.revoke          user_roles rows added or removed (also by an account's deletion)
--   lead.status                       a contact message or demo request moved between statuses
--   content.insert / .update / .delete   customer logos and how-it-works steps
--   (later migrations add lead.resend, security_report.status and .resend, data_request.export
--   and .erase, retention.purge)
--
-- Nobody changes or removes a row once written: not staff, not the service role, not the SQL
-- editor's postgres (triggers raise on UPDATE, DELETE and TRUNCATE; only a superuser disabling
-- triggers could, and hosted projects give nobody that). Staff whose role grants `audit` read it.
--
-- Depends on staff_can() and require_staff() (20261127000000_staff_access.sql), the lead tables
-- (20261127000200_leads.sql) and the content tables (20261127000100_site_content.sql).

insert into public.staff_permissions (permission, description) values
  ('audit', 'Read the audit trail of staff actions');
insert into public.staff_role_permissions (role, permission) values ('admin', 'audit');

-- 1. The table ------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- The signed-in user who acted (auth.uid()), or null for the service role and scheduled jobs.
  -- No foreign key: an erased account's actions stay on record.
  actor_id uuid,
  -- The actor's email when they acted, kept with the row for the same reason.
  actor_email text check (char_length(actor_email) <= 254),
  -- The API role of the request (authenticated, service_role) or the database role (postgres).
  actor_role text not null check (char_length(actor_role) between 1 and 63),
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_table text check (char_length(target_table) <= 63),
  target_id text check (char_length(target_id) <= 200),
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object')
);

create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_target_idx on public.audit_log (target_table, target_id);
create index audit_log_actor_idx on public.audit_log (actor_id, at desc);

-- Append-only, for everyone: the grants say so, and these triggers hold even for roles that
-- bypass grants and RLS (service_role, postgres).
create function public.refuse_audit_log_change()
returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The audit log is append-only: its rows cannot be changed or removed.'
    using errcode = '42501';
end;
$$;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function public.refuse_audit_log_change();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function public.refuse_audit_log_change();

-- 2. Writing --------------------------------------------------------------------------------------
-- Every writer goes through this: the actor comes from the request's JWT (auth.uid(), its role),
-- never from an argument, so nobody can record an action in someone else's name.
create function public.record_audit(
  p_action text,
  p_target_table text,
  p_target_id text,
  p_detail jsonb default '{}'
)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_actor uuid := (select auth.uid());
begin
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_table, target_id, detail)
  values (
    v_actor,
    (select users.email::text from auth.users as users where users.id = v_actor),
    coalesce(nullif((select auth.jwt()) ->> 'role', ''), session_user::text),
    p_action,
    p_target_table,
    p_target_id,
    coalesce(p_detail, '{}')
  );
end;
$$;

-- user_roles: role.grant on insert, role.revoke on delete.
create function public.audit_user_roles()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform public.record_audit('role.grant', 'user_roles', new.user_id::text, jsonb_build_object('role', new.role));
    return null;
  end if;
  perform public.record_audit('role.revoke', 'user_roles', old.user_id::text, jsonb_build_object('role', old.role));
  return null;
end;
$$;

create trigger user_roles_audit
  after insert or delete on public.user_roles
  for each row execute function public.audit_user_roles();

-- Any table with a status column (leads; later security reports): <prefix>.status, from -> to.
-- tg_argv[0] is the action's prefix.
create function public.audit_status_change()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.record_audit(
    tg_argv[0] || '.status', tg_table_name, new.id::text,
    jsonb_build_object('from', old.status, 'to', new.status)
  );
  return null;
end;
$$;

create trigger contact_messages_audit_status
  after update of status on public.contact_messages
  for each row when (old.status is distinct from new.status)
  execute function public.audit_status_change('lead');
create trigger demo_requests_audit_status
  after update of status on public.demo_requests
  for each row when (old.status is distinct from new.status)
  execute function public.audit_status_change('lead');

-- Site content: which row, and for updates which columns changed.
create function public.audit_content_change()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    perform public.record_audit('content.insert', tg_table_name, new.id::text);
  elsif tg_op = 'DELETE' then
    perform public.record_audit('content.delete', tg_table_name, old.id::text);
  else
    select coalesce(array_agg(n.key order by n.key), '{}') into v_changed
      from jsonb_each(to_jsonb(new)) as n
      join jsonb_each(to_jsonb(old)) as o on o.key = n.key
     where n.value is distinct from o.value and n.key <> 'updated_at';
    if cardinality(v_changed) > 0 then
      perform public.record_audit('content.update', tg_table_name, new.id::text,
        jsonb_build_object('columns', to_jsonb(v_changed)));
    end if;
  end if;
  return null;
end;
$$;

create trigger customer_logos_audit
  after insert or update or delete on public.customer_logos
  for each row execute function public.audit_content_change();
create trigger how_it_works_images_audit
  after insert or update or delete on public.how_it_works_images
  for each row execute function public.audit_content_change();

-- 3. Access ---------------------------------------------------------------------------------------
alter table public.audit_log enable row level security;

revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated;
-- The service role reads it and, through the writers above, adds to it; it never changes a row.
grant select, insert on table public.audit_log to service_role;

create policy "Audit staff read the audit log" on public.audit_log
  for select to authenticated using ((select public.staff_can('audit')));

revoke execute on function public.record_audit(text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_audit(text, text, text, jsonb) to service_role;
revoke execute on function public.refuse_audit_log_change() from public, anon, authenticated, service_role;
revoke execute on function public.audit_user_roles() from public, anon, authenticated, service_role;
revoke execute on function public.audit_status_change() from public, anon, authenticated, service_role;
revoke execute on function public.audit_content_change() from public, anon, authenticated, service_role;
