-- Staff invited by email, with a role, and a narrower role to give them.
--
-- The invite-staff Edge Function does the inviting: GoTrue's invite (an account with the address,
-- an email whose link signs the person in to choose a password) needs the service role, which
-- never reaches the browser. Every decision about who may invite whom is taken here, in functions
-- the Edge Function calls with the inviting admin's own token, so they ask require_staff('staff')
-- of the caller and the audit log names them (role.grant, role.revoke).
--
--   1. The sales role: the leads, nothing else
--   2. is_admin() answers for any staff role: it opens the admin area, whose tabs are the role's
--   3. staff_invitations: who was invited to which role, by whom, when
--   4. grant_staff_role(), record_staff_invitation(), cancel_staff_invitation(),
--      list_staff_invitations(), revoke_staff_role()
--
-- Depends on 20261127000000_staff_access.sql and 20261128000200_staff_two_factor.sql.

-- 1. A narrower role ------------------------------------------------------------------------------
insert into public.staff_roles (role, description) values
  ('sales', 'The leads: read them, assign, note and move them through their statuses, resend their emails');
insert into public.staff_role_permissions (role, permission) values ('sales', 'leads');

-- 2. The admin area's door ------------------------------------------------------------------------
-- The specification's rpc decides who reaches the admin area. With roles narrower than admin, that
-- is anyone holding a staff role; which tabs they then see is staff_role_grants()'s answer per
-- permission, and every read and write is still the policies'. Still only about the caller.
create or replace function public.is_admin(user_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(is_admin.user_id = (select auth.uid()), false)
     and exists (select 1 from public.user_roles as roles where roles.user_id = is_admin.user_id);
$$;

-- 3. Invitations ----------------------------------------------------------------------------------
-- One row per invited account (GoTrue creates it unconfirmed). The invitation is pending while
-- the account has not confirmed its address (auth.users.email_confirmed_at), which following the
-- link does; the role itself is held from the start, in user_roles, so it is granted and revoked
-- like any other. The address is the account's, read from auth.users, not copied here.
create table public.staff_invitations (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null references public.staff_roles (role),
  invited_by uuid references auth.users (id) on delete set null,
  invited_at timestamptz not null default now()
);

alter table public.staff_invitations enable row level security;
revoke all on table public.staff_invitations from anon, authenticated;
grant select on table public.staff_invitations to authenticated;
grant all on table public.staff_invitations to service_role;

create policy "Staff managing roles read invitations" on public.staff_invitations
  for select to authenticated using ((select public.staff_can('staff')));

-- 4. The functions --------------------------------------------------------------------------------
-- Validates a role name; raises 22023 naming the problem.
create function public.assert_staff_role(role text)
returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if role is null or not exists (select 1 from public.staff_roles as r where r.role = assert_staff_role.role) then
    raise exception 'Choose one of the staff roles.' using errcode = '22023';
  end if;
end;
$$;

revoke execute on function public.assert_staff_role(text) from public, anon, authenticated;

-- The first step of an invitation. An address whose account is confirmed gets the role at once
-- (answered with the account's id); any other answers null: the caller then invites the address
-- through GoTrue and records the invitation with record_staff_invitation().
create function public.grant_staff_role(email text, role text)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  wanted text := lower(btrim(grant_staff_role.email));
  target_id uuid;
begin
  perform public.require_staff('staff');
  perform public.assert_staff_role(grant_staff_role.role);
  if wanted is null or wanted = '' or char_length(wanted) > 254 then
    raise exception 'Enter an email address.' using errcode = '22023';
  end if;
  select users.id into target_id
    from auth.users as users
   where lower(users.email) = wanted and users.deleted_at is null and users.email_confirmed_at is not null
   limit 1;
  if target_id is null then
    return null;
  end if;
  if exists (select 1 from public.user_roles as held where held.user_id = target_id and held.role = grant_staff_role.role) then
    raise exception '% already has the % role.', wanted, grant_staff_role.role using errcode = '23505';
  end if;
  insert into public.user_roles (user_id, role) values (target_id, grant_staff_role.role);
  return target_id;
end;
$$;

-- The second step, once GoTrue has created (or re-sent the invitation of) the account: the
-- invitation and the role. Only for an account whose address is not confirmed: a confirmed one
-- gets roles through grant_staff_role(). A second invitation to the same account (a resend, or
-- another role) replaces the first, and the role it named.
create function public.record_staff_invitation(user_id uuid, role text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  previous text;
begin
  perform public.require_staff('staff');
  perform public.assert_staff_role(record_staff_invitation.role);
  if not exists (
    select 1 from auth.users as users
     where users.id = record_staff_invitation.user_id and users.email_confirmed_at is null
  ) then
    raise exception 'That account has already accepted: give it a role instead.' using errcode = 'P0001';
  end if;
  select invitation.role into previous
    from public.staff_invitations as invitation
   where invitation.user_id = record_staff_invitation.user_id
   for update;
  if previous is distinct from record_staff_invitation.role then
    delete from public.user_roles as held
     where held.user_id = record_staff_invitation.user_id and held.role = previous;
  end if;
  insert into public.staff_invitations (user_id, role, invited_by)
  values (record_staff_invitation.user_id, record_staff_invitation.role, (select auth.uid()))
  on conflict on constraint staff_invitations_pkey do update
    set role = excluded.role, invited_by = excluded.invited_by, invited_at = now();
  insert into public.user_roles (user_id, role) values (record_staff_invitation.user_id, record_staff_invitation.role)
  on conflict do nothing;
end;
$$;

-- Withdraws a pending invitation: its role and its row. The caller (invite-staff) then deletes the
-- account GoTrue created, which nobody has used. Refused once the invitation was accepted.
create function public.cancel_staff_invitation(user_id uuid)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  invited_role text;
begin
  perform public.require_staff('staff');
  select invitation.role into invited_role
    from public.staff_invitations as invitation
    join auth.users as users on users.id = invitation.user_id
   where invitation.user_id = cancel_staff_invitation.user_id and users.email_confirmed_at is null
   for update of invitation;
  if invited_role is null then
    raise exception 'No pending invitation for that account.' using errcode = 'P0002';
  end if;
  delete from public.user_roles as held where held.user_id = cancel_staff_invitation.user_id;
  delete from public.staff_invitations as invitation where invitation.user_id = cancel_staff_invitation.user_id;
end;
$$;

-- Pending invitations, newest first, with the address and who sent them.
create function public.list_staff_invitations()
returns table (user_id uuid, email text, role text, invited_by_email text, invited_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_staff('staff');
  return query
    select invitation.user_id, users.email::text, invitation.role, inviter.email::text, invitation.invited_at
      from public.staff_invitations as invitation
      join auth.users as users on users.id = invitation.user_id
      left join auth.users as inviter on inviter.id = invitation.invited_by
     where users.email_confirmed_at is null
     order by invitation.invited_at desc, users.email;
end;
$$;

-- Takes one role from a staff member. The admin role keeps its guard (guard_admin_revocation:
-- never your own, never the last admin).
create function public.revoke_staff_role(user_id uuid, role text)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform public.require_staff('staff');
  perform public.assert_staff_role(revoke_staff_role.role);
  delete from public.user_roles as held
   where held.user_id = revoke_staff_role.user_id and held.role = revoke_staff_role.role;
  if not found then
    raise exception 'That person does not have the % role.', revoke_staff_role.role using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function public.grant_staff_role(text, text) from public, anon;
revoke execute on function public.record_staff_invitation(uuid, text) from public, anon;
revoke execute on function public.cancel_staff_invitation(uuid) from public, anon;
revoke execute on function public.list_staff_invitations() from public, anon;
revoke execute on function public.revoke_staff_role(uuid, text) from public, anon;
grant execute on function public.grant_staff_role(text, text) to authenticated, service_role;
grant execute on function public.record_staff_invitation(uuid, text) to authenticated, service_role;
grant execute on function public.cancel_staff_invitation(uuid) to authenticated, service_role;
grant execute on function public.list_staff_invitations() to authenticated, service_role;
grant execute on function public.revoke_staff_role(uuid, text) to authenticated, service_role;
