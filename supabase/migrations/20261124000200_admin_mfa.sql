-- Admin data needs the second factor once an admin has one (Supabase's documented MFA pattern).
-- An admin who has verified a TOTP factor reaches leads, their emails, roles and content writes
-- only from an aal2 session; an admin without a verified factor keeps aal1 access, so nobody is
-- locked out before enrolling. README "Deploying" says how to require MFA of every admin.
--
-- Depends on public.is_admin(uuid), the leads, the lead outbox, user_roles and site content.

-- 1. The rule, in one place ---------------------------------------------------------------------
-- True when the caller's token is aal2 or the caller has no verified factor. SECURITY DEFINER
-- because auth.mfa_factors is not readable by the API roles; empty search_path as elsewhere.
create or replace function public.admin_assurance_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      or not exists (
        select 1
          from auth.mfa_factors as factors
         where factors.user_id = (select auth.uid())
           and factors.status = 'verified'
      );
$$;

revoke execute on function public.admin_assurance_ok() from public;
grant execute on function public.admin_assurance_ok() to anon, authenticated, service_role;

-- 2. Tables: RESTRICTIVE policies, ANDed with every permissive admin policy --------------------
-- Leads and their delivery log are admin-only, so the rule covers every command.
create policy "Admins with a second factor must use it (contact messages)"
  on public.contact_messages as restrictive for all to authenticated
  using (public.admin_assurance_ok()) with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it (demo requests)"
  on public.demo_requests as restrictive for all to authenticated
  using (public.admin_assurance_ok()) with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it (lead emails)"
  on public.lead_emails as restrictive for all to authenticated
  using (public.admin_assurance_ok()) with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it (lead email attempts)"
  on public.lead_email_attempts as restrictive for all to authenticated
  using (public.admin_assurance_ok()) with check (public.admin_assurance_ok());

-- Everyone may read their own role (the app asks is_admin before anything else); the list of all
-- admins and role changes need the second factor.
create policy "Admins with a second factor must use it to see other roles"
  on public.user_roles as restrictive for select to authenticated
  using (user_id = (select auth.uid()) or public.admin_assurance_ok());
create policy "Admins with a second factor must use it to grant roles"
  on public.user_roles as restrictive for insert to authenticated
  with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it to revoke roles"
  on public.user_roles as restrictive for delete to authenticated
  using (public.admin_assurance_ok());

-- Site content stays public: an aal1 admin sees what a visitor sees, and writes nothing.
create policy "Admins with a second factor must use it to see hidden logos"
  on public.customer_logos as restrictive for select to authenticated
  using (is_active or public.admin_assurance_ok());
create policy "Admins with a second factor must use it to add logos"
  on public.customer_logos as restrictive for insert to authenticated
  with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it to edit logos"
  on public.customer_logos as restrictive for update to authenticated
  using (public.admin_assurance_ok()) with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it to remove logos"
  on public.customer_logos as restrictive for delete to authenticated
  using (public.admin_assurance_ok());
create policy "Admins with a second factor must use it to see hidden images"
  on public.how_it_works_images as restrictive for select to authenticated
  using (is_active or public.admin_assurance_ok());
create policy "Admins with a second factor must use it to add images"
  on public.how_it_works_images as restrictive for insert to authenticated
  with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it to edit images"
  on public.how_it_works_images as restrictive for update to authenticated
  using (public.admin_assurance_ok()) with check (public.admin_assurance_ok());
create policy "Admins with a second factor must use it to remove images"
  on public.how_it_works_images as restrictive for delete to authenticated
  using (public.admin_assurance_ok());

-- 3. Admin functions -----------------------------------------------------------------------------
-- SECURITY DEFINER functions bypass RLS, so each checks the rule itself right after is_admin
-- (bodies otherwise unchanged; CREATE OR REPLACE keeps their grants). reorder_site_content runs
-- as the caller, but without the check an aal1 admin's reorder would silently change no row.

create or replace function public.reorder_site_content(content_table text, ordered_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin((select auth.uid())) then
    raise exception 'Only admins can reorder site content.' using errcode = '42501';
  end if;
  if not public.admin_assurance_ok() then
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
  if content_table not in ('customer_logos', 'how_it_works_images') then
    raise exception 'Unknown content table: %', content_table using errcode = '22023';
  end if;
  if ordered_ids is null or cardinality(ordered_ids) = 0 or cardinality(ordered_ids) > 1000 then
    raise exception 'Give between 1 and 1000 ids to reorder.' using errcode = '22023';
  end if;
  execute format(
    'update public.%I as target set display_order = ordering.position
       from unnest($1::uuid[]) with ordinality as ordering(id, position)
      where target.id = ordering.id and target.display_order is distinct from ordering.position',
    content_table
  ) using ordered_ids;
end;
$$;

create or replace function public.list_admins()
returns table (user_id uuid, email text, full_name text, granted_at timestamptz, is_current_user boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin((select auth.uid())) then
    raise exception 'Only admins can list admins.' using errcode = '42501';
  end if;
  if not public.admin_assurance_ok() then
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
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

create or replace function public.grant_admin(email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_id uuid;
  wanted text := lower(btrim(grant_admin.email));
begin
  if not public.is_admin((select auth.uid())) then
    raise exception 'Only admins can grant admin access.' using errcode = '42501';
  end if;
  if not public.admin_assurance_ok() then
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
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
  if public.is_admin(target_id) then
    raise exception '% is already an admin.', wanted using errcode = 'P0001';
  end if;
  insert into public.user_roles (user_id, role) values (target_id, 'admin');
  return target_id;
end;
$$;

create or replace function public.revoke_admin(user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin((select auth.uid())) then
    raise exception 'Only admins can revoke admin access.' using errcode = '42501';
  end if;
  if not public.admin_assurance_ok() then
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
  delete from public.user_roles as roles
   where roles.user_id = revoke_admin.user_id and roles.role = 'admin';
  if not found then
    raise exception 'That user is not an admin.' using errcode = 'P0001';
  end if;
end;
$$;

create or replace function public.resend_lead_emails(p_kind text, p_lead_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.is_admin((select auth.uid())) then
    raise exception 'Only admins can resend lead emails.' using errcode = '42501';
  end if;
  if not public.admin_assurance_ok() then
    raise exception 'Confirm your sign-in with your authenticator app first.' using errcode = '42501';
  end if;
  update public.lead_emails as e
     set status = 'queued', next_attempt_at = now(), queued_at = now(), locked_until = null
   where e.lead_kind = p_kind and e.lead_id = p_lead_id and e.status in ('failed', 'retrying');
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
