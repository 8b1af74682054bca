-- The admin area (src/features/admin): what it needs beyond the core, content and leads migrations.
--   1. Content rules: the admin form's validation (src/features/admin/content/content-rules.ts)
--      repeated as CHECK constraints, so a request that skips the form is refused the same way.
--   2. reorder_site_content(): one statement rewrites display_order, so a move is atomic.
--   3. lead_inbox: both lead tables as one list (security_invoker, so their admin-only RLS applies).
--   4. Leads stream to Realtime so the inbox updates live; RLS filters what each subscriber gets.
--   5. Admin management by email: list_admins(), grant_admin(), revoke_admin(); a trigger keeps
--      the last admin and stops anyone revoking themselves, whatever path the DELETE takes.
-- Depends on public.is_admin(uuid), user_roles, customer_logos, how_it_works_images and the leads.

-- 1. Content rules -------------------------------------------------------------------------------
-- An image is an http(s) URL or a path on this site ("/logos/acme.svg"); never "//host", never
-- javascript:/data:, no whitespace or backslashes. Keep in step with content-rules.ts.
create or replace function public.is_valid_image_url(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is not null
    and char_length(url) <= 2048
    and (
      url ~* '^https?://[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^[:space:]\\]*)?$'
      or url ~ '^/[^/[:space:]\\][^[:space:]\\]*$'
    );
$$;

alter table public.customer_logos
  add constraint customer_logos_logo_url_format check (public.is_valid_image_url(logo_url)),
  add constraint customer_logos_company_name_text check (btrim(company_name) <> '' and char_length(company_name) <= 100),
  add constraint customer_logos_alt_text_text check (btrim(alt_text) <> '' and char_length(alt_text) <= 150),
  add constraint customer_logos_display_order_range check (display_order between 0 and 100000);

alter table public.how_it_works_images
  add constraint how_it_works_images_image_url_format check (public.is_valid_image_url(image_url)),
  add constraint how_it_works_images_title_text check (btrim(title) <> '' and char_length(title) <= 100),
  add constraint how_it_works_images_description_text check (description is null or char_length(description) <= 500),
  add constraint how_it_works_images_display_order_range check (display_order between 0 and 100000);

-- 2. Reordering ----------------------------------------------------------------------------------
-- Gives the listed rows display_order 1..n in the given order. SECURITY INVOKER: the caller's
-- update policies apply; the explicit admin check turns "0 rows changed" into a clear error.
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

revoke execute on function public.reorder_site_content(text, uuid[]) from public, anon;
grant execute on function public.reorder_site_content(text, uuid[]) to authenticated;

-- 3. The lead inbox ------------------------------------------------------------------------------
-- security_invoker: the caller's rights on the base tables decide (admins only, by their RLS).
-- search_text lets one ilike filter search every field without an or=() list to escape.
create view public.lead_inbox
with (security_invoker = true)
as
  select 'demo'::text as kind, d.id, d.created_at, d.updated_at, d.full_name, d.email, d.company,
         null::text as phone, null::text as service, null::text as message,
         d.status, d.email_status, d.email_error, d.email_attempts,
         lower(concat_ws(' ', d.full_name, d.email, d.company)) as search_text
    from public.demo_requests as d
  union all
  select 'contact'::text, c.id, c.created_at, c.updated_at, c.full_name, c.email, c.company,
         c.phone, c.service, c.message,
         c.status, c.email_status, c.email_error, c.email_attempts,
         lower(concat_ws(' ', c.full_name, c.email, c.company, c.phone, c.service, c.message))
    from public.contact_messages as c;

revoke all on public.lead_inbox from anon, authenticated;
grant select on public.lead_inbox to authenticated;

-- 4. Live inbox ----------------------------------------------------------------------------------
-- INSERT/UPDATE events are filtered through the subscriber's RLS (admins only). DELETE events are
-- not, but only the primary key travels (default replica identity) and clients never delete leads.
alter publication supabase_realtime add table public.contact_messages, public.demo_requests;

-- 5. Who is an admin -----------------------------------------------------------------------------
-- Guards every removal of an admin role made by a signed-in user (the rpc below, or a direct
-- DELETE through the existing "Admins can revoke roles" policy). The service role and cascades
-- from deleting an auth user (no auth.uid()) are operations' business and pass.
create or replace function public.guard_admin_revocation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

-- Removes a user's admin role. The trigger above refuses yourself and the last admin.
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
revoke execute on function public.guard_admin_revocation() from public, anon, authenticated;
grant execute on function public.list_admins() to authenticated;
grant execute on function public.grant_admin(text) to authenticated;
grant execute on function public.revoke_admin(uuid) to authenticated;
