-- Who is an admin. Roles live in their own table (never in user-editable metadata), and
-- is_admin() is the single place policies and the app ask.

create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

alter table public.user_roles enable row level security;

-- SECURITY DEFINER so policies on user_roles itself can call it without recursing through RLS;
-- empty search_path so a caller cannot shadow public.user_roles.
create or replace function public.is_admin(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles as roles
    where roles.user_id = is_admin.user_id
      and roles.role = 'admin'
  );
$$;

revoke execute on function public.is_admin(uuid) from public;
grant execute on function public.is_admin(uuid) to anon, authenticated, service_role;

create policy "Users can read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read all roles"
  on public.user_roles for select
  to authenticated
  using (public.is_admin((select auth.uid())));

create policy "Admins can grant roles"
  on public.user_roles for insert
  to authenticated
  with check (public.is_admin((select auth.uid())));

create policy "Admins can revoke roles"
  on public.user_roles for delete
  to authenticated
  using (public.is_admin((select auth.uid())));
