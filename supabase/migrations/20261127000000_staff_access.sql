-- Who may act as staff, decided in one place.
--
-- A staff role (admin today; sales or HR tomorrow) grants permissions, each named after one area
-- of the admin area. Every staff policy, every staff function and every storage policy asks one
-- caller-scoped question, public.staff_can(permission): does the signed-in caller hold a role with
-- that permission, from a session strong enough for it? A narrower role is rows in staff_roles and
-- staff_role_permissions, never new policies. Changing the rule (say, MFA for every admin) is one
-- `create or replace function public.staff_session_assured()`.
--
--   1. set_updated_at(), the trigger every table with an updated_at column uses
--   2. staff_permissions, staff_roles, staff_role_permissions, user_roles
--   3. staff_can(), require_staff() and is_admin()
--   4. Who may read and change roles, and the functions behind the admin area's Admins tab
--
-- supabase/migrations/README.md sums up, table by table, who may do what.

-- 1. updated_at -----------------------------------------------------------------------------------
create function public.set_updated_at()
returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.set_updated_at() from public, anon, authenticated, service_role;

-- 2. Roles ----------------------------------------------------------------------------------------
create table public.staff_permissions (
  permission text primary key check (permission ~ '^[a-z][a-z_]{1,39}$'),
  description text not null
);

create table public.staff_roles (
  role text primary key check (role ~ '^[a-z][a-z_]{1,39}$'),
  description text not null
);

create table public.staff_role_permissions (
  role text not null references public.staff_roles (role) on delete cascade,
  permission text not null references public.staff_permissions (permission) on delete cascade,
  primary key (role, permission)
);

-- Roles live in their own table, never in user-editable metadata.
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null references public.staff_roles (role),
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

insert into public.staff_permissions (permission, description) values
  ('site_content', 'Edit the home page''s customer logos and how-it-works steps, and upload their images'),
  ('leads', 'Read contact messages and demo requests, move them through their statuses, resend their emails'),
  ('staff', 'See who holds a staff role, grant and revoke roles');

insert into public.staff_roles (role, description) values
  ('admin', 'Everything in the admin area');

insert into public.staff_role_permissions (role, permission)
select 'admin', permission from public.staff_permissions;

-- 3. The predicate --------------------------------------------------------------------------------
-- Both halves are SECURITY DEFINER (user_roles and auth.mfa_factors are not readable by the API
-- roles in full) with an empty search_path, so a caller cannot shadow the tables they read.

-- Does the caller hold a role that grants this permission? Whatever the session's strength.
create function public.staff_role_grants(permission text)
returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
      from public.user_roles as roles
      join public.staff_role_permissions as grants on grants.role = roles.role
     where roles.user_id = (select auth.uid())
       and grants.permission = staff_role_grants.permission
  );
$$;

-- Is the caller's session strong enough for staff work? aal2, or no verified factor yet (so nobody
-- is locked out before enrolling; the admin area then asks them to enrol). To require MFA of all
-- staff, replace this body with: select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2';
create function public.staff_session_assured()
returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      or not exists (
        select 1
          from auth.mfa_factors as factors
         where factors.user_id = (select auth.uid())
           and factors.status = 'verified'
      );
$$;

-- THE question every staff policy asks. Policies wrap it in (select ...) so it runs once per
-- statement, not once per row.
create function public.staff_can(permission text)
returns boolean
language sql stable security definer set search_path = '' as $$
  select public.staff_role_grants(staff_can.permission) and public.staff_session_assured();
$$;

-- The same question for SECURITY DEFINER functions (which bypass RLS): staff_can() decides, and
-- when it says no, this raises 42501 with a sentence the admin area shows.
create function public.require_staff(permission text)
returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if public.staff_can(require_staff.permission) then
    return;
  end if;
  if public.staff_role_grants(require_staff.permission) then
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
  raise exception 'Your account has no staff role that allows this.' using errcode = '42501';
end;
$$;

-- The specification's rpc: is this user an admin? Answers only about the caller (anyone else is
-- false), so nobody can probe which accounts are admins. Role only, whatever the session: the app
-- uses it to open the admin area, which then asks an admin with a factor to confirm it.
create function public.is_admin(user_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(is_admin.user_id = (select auth.uid()), false)
     and exists (
       select 1 from public.user_roles as roles
        where roles.user_id = is_admin.user_id and roles.role = 'admin'
     );
$$;

revoke execute on function public.staff_role_grants(text) from public;
revoke execute on function public.staff_session_assured() from public;
revoke execute on function public.staff_can(text) from public;
revoke execute on function public.require_staff(text) from public;
revoke execute on function public.is_admin(uuid) from public;
grant execute on function public.staff_role_grants(text) to anon, authenticated, service_role;
grant execute on function public.staff_session_assured() to anon, authenticated, service_role;
grant execute on function public.staff_can(text) to anon, authenticated, service_role;
grant execute on function public.require_staff(text) to anon, authenticated, service_role;
grant execute on function public.is_admin(uuid) to anon, authenticated, service_role;

-- 4. Access to the role tables --------------------------------------------------------------------
alter table public.staff_permissions enable row level security;
alter table public.staff_roles enable row level security;
alter table public.staff_role_permissions enable row level security;
alter table public.user_roles enable row level security;

revoke all on table public.staff_permissions, public.staff_roles, public.staff_role_permissions, public.user_roles
  from anon, authenticated;
grant select on table public.staff_permissions, public.staff_roles, public.staff_role_permissions to authenticated;
grant select, insert, delete on table public.user_roles to authenticated;
grant all on table public.staff_permissions, public.staff_roles, public.staff_role_permissions, public.user_roles
  to service_role;

-- Which roles exist is changed by migrations only; staff who manage roles may read them.
create policy "Staff managing roles read permissions" on public.staff_permissions
  for select to authenticated using ((select public.staff_can('staff')));
create policy "Staff managing roles read roles" on public.staff_roles
  for select to authenticated using ((select public.staff_can('staff')));
create policy "Staff managing roles read what each role grants" on public.staff_role_permissions
  for select to authenticated using ((select public.staff_can('staff')));

create policy "Users read their own roles, staff managing roles read all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.staff_can('staff')));
create policy "Staff managing roles grant roles" on public.user_roles
  for insert to authenticated with check ((select public.staff_can('staff')));
create policy "Staff managing roles revoke roles" on public.user_roles
  for delete to authenticated using ((select public.staff_can('staff')));

-- Guards every removal of an admin role by a signed-in user (revoke_admin() below, or a direct
-- DELETE through the policy above). The service role and cascades from deleting an auth user (no
-- auth.uid()) are operations' business and pass.
create function public.guard_admin_revocation()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role <> 'admin' or (select auth.uid()) is null then
    return old;
  end if;
  -- Serializes revocations, so two admins revoking each other cannot both succeed.
  perform pg_advisory_xact_lock(hashtext('public.user_roles admin revocation'));
  if old.user_id = (select auth.uid()) then
    raise exception 'You cannot revoke your own admin access.' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.user_roles where role = 'admin' and user_id <> old.user_id
  ) then
    raise exception 'The last admin cannot be revoked.' using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger user_roles_guard_admin_revocation
  before delete on public.user_roles
  for each row execute function public.guard_admin_revocation();

-- Admins with their email and name (auth.users is not exposed to the API).
create function public.list_admins()
returns table (user_id uuid, email text, full_name text, granted_at timestamptz, is_current_user boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_staff('staff');
  return query
    select roles.user_id, users.email::text,
           coalesce(users.raw_user_meta_data ->> 'full_name', users.raw_user_meta_data ->> 'name'),
           roles.created_at, roles.user_id = (select auth.uid())
      from public.user_roles as roles
      join auth.users as users on users.id = roles.user_id
     where roles.role = 'admin'
     order by roles.created_at, users.email;
end;
$$;

-- Makes the account with this email an admin; answers its user id.
create function public.grant_admin(email text)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  target_id uuid;
  wanted text := lower(btrim(grant_admin.email));
begin
  perform public.require_staff('staff');
  if wanted is null or wanted = '' or char_length(wanted) > 254 then
    raise exception 'Enter the email address of an existing account.' using errcode = 'P0001';
  end if;
  select users.id into target_id
    from auth.users as users
   where lower(users.email) = wanted and users.deleted_at is null
   limit 1;
  if target_id is null then
    raise exception 'No account uses %. Ask them to sign up first, then try again.', wanted using errcode = 'P0001';
  end if;
  if exists (select 1 from public.user_roles as roles where roles.user_id = target_id and roles.role = 'admin') then
    raise exception '% is already an admin.', wanted using errcode = 'P0001';
  end if;
  insert into public.user_roles (user_id, role) values (target_id, 'admin');
  return target_id;
end;
$$;

-- Removes a user's admin role. The trigger above refuses yourself and the last admin.
create function public.revoke_admin(user_id uuid)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('staff');
  delete from public.user_roles as roles
   where roles.user_id = revoke_admin.user_id and roles.role = 'admin';
  if not found then
    raise exception 'That user is not an admin.' using errcode = 'P0001';
  end if;
end;
$$;

revoke execute on function public.list_admins() from public, anon;
revoke execute on function public.grant_admin(text) from public, anon;
revoke execute on function public.revoke_admin(uuid) from public, anon;
revoke execute on function public.guard_admin_revocation() from public, anon, authenticated, service_role;
grant execute on function public.list_admins() to authenticated;
grant execute on function public.grant_admin(text) to authenticated;
grant execute on function public.revoke_admin(uuid) to authenticated;
