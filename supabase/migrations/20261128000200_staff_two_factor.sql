-- Two-factor for staff, per role: a role can require it, and who has it is visible to staff who
-- manage roles. Until now the session was strong enough with aal2 or with no verified factor at
-- all (so nobody is locked out before enrolling). A role that requires two-factor drops the second
-- half: its holders reach staff data only at aal2, and the admin area asks them to set it up.
--
--   1. staff_roles.requires_mfa, set with set_role_requires_mfa() (staff permission; audited)
--   2. staff_session_assured() and require_staff() read it
--   3. staff_mfa_required(): whether the caller's roles require it (the admin area's question)
--   4. list_staff(): everyone holding a role, with their roles and whether they have two-factor
--
-- Depends on 20261127000000_staff_access.sql and 20261127000500_audit_log.sql.

-- 1. The setting ---------------------------------------------------------------------------------
alter table public.staff_roles add column requires_mfa boolean not null default false;

create function public.set_role_requires_mfa(role text, required boolean)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('staff');
  if required is null or not exists (select 1 from public.staff_roles as r where r.role = set_role_requires_mfa.role) then
    raise exception 'No such role.' using errcode = '22023';
  end if;
  -- Nobody locks themselves out: requiring it of a role you hold takes a factor of your own.
  if required
     and exists (
       select 1 from public.user_roles as mine
        where mine.user_id = (select auth.uid()) and mine.role = set_role_requires_mfa.role
     )
     and not exists (
       select 1 from auth.mfa_factors as factors
        where factors.user_id = (select auth.uid()) and factors.status = 'verified'
     ) then
    raise exception 'Set up two-factor authentication for your own account first.' using errcode = 'P0001';
  end if;
  update public.staff_roles as r set requires_mfa = required
   where r.role = set_role_requires_mfa.role and r.requires_mfa is distinct from required;
  if found then
    perform public.record_audit('role.require_mfa', 'staff_roles', set_role_requires_mfa.role,
      jsonb_build_object('required', required));
  end if;
end;
$$;

-- 2. The predicate reads it ----------------------------------------------------------------------
-- 3. ... and so does the admin area, about the caller only.
create function public.staff_mfa_required()
returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
      from public.user_roles as mine
      join public.staff_roles as roles on roles.role = mine.role
     where mine.user_id = (select auth.uid()) and roles.requires_mfa
  );
$$;

-- As in 20261127000000_staff_access.sql, but "no verified factor yet" only counts for roles that
-- do not require one.
create or replace function public.staff_session_assured()
returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      or (
        not exists (
          select 1
            from auth.mfa_factors as factors
           where factors.user_id = (select auth.uid())
             and factors.status = 'verified'
        )
        and not public.staff_mfa_required()
      );
$$;

-- As in 20261127000000_staff_access.sql, with the sentence for a role that requires a factor the
-- caller has not set up.
create or replace function public.require_staff(permission text)
returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if public.staff_can(require_staff.permission) then
    return;
  end if;
  if public.staff_role_grants(require_staff.permission) then
    if public.staff_mfa_required()
       and not exists (
         select 1 from auth.mfa_factors as factors
          where factors.user_id = (select auth.uid()) and factors.status = 'verified'
       ) then
      raise exception 'Your role requires two-factor authentication: set it up in Settings first.'
        using errcode = '42501';
    end if;
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
  raise exception 'Your account has no staff role that allows this.' using errcode = '42501';
end;
$$;

-- 4. Who holds a role ----------------------------------------------------------------------------
create function public.list_staff()
returns table (user_id uuid, email text, roles text[], has_two_factor boolean, is_current_user boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_staff('staff');
  return query
    select users.id, users.email::text, array_agg(held.role order by held.role),
           exists (
             select 1 from auth.mfa_factors as factors
              where factors.user_id = users.id and factors.status = 'verified'
           ),
           users.id = (select auth.uid())
      from public.user_roles as held
      join auth.users as users on users.id = held.user_id
     group by users.id, users.email
     order by users.email;
end;
$$;

revoke execute on function public.set_role_requires_mfa(text, boolean), public.list_staff(),
  public.staff_mfa_required() from public, anon;
grant execute on function public.set_role_requires_mfa(text, boolean), public.list_staff(),
  public.staff_mfa_required() to authenticated, service_role;
