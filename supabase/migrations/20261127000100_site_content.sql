-- Content the home page reads: the how-it-works carousel and the customer-logo strip.
-- Visitors see active rows; staff with the site_content permission manage everything.
--
--   1. is_valid_image_url() and the two tables, with the admin form's rules as CHECK constraints
--      (src/features/admin/content/content-rules.ts explains them before anything is sent)
--   2. Who may do what
--   3. reorder_site_content(): one statement rewrites display_order, so a move is atomic
--   4. content_signals: an always-readable "this table changed" row per content table
--   5. Realtime
--
-- Depends on set_updated_at() and staff_can() (20261127000000_staff_access.sql).

-- 1. Tables ---------------------------------------------------------------------------------------
-- An image is an http(s) URL or a path on this site ("/logos/acme.svg"); never "//host", never
-- javascript:/data:, no whitespace or backslashes.
create function public.is_valid_image_url(url text)
returns boolean
language sql immutable set search_path = '' as $$
  select url is not null
    and char_length(url) <= 2048
    and (
      url ~* '^https?://[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^[:space:]\\]*)?$'
      or url ~ '^/[^/[:space:]\\][^[:space:]\\]*$'
    );
$$;

create table public.how_it_works_images (
  id uuid primary key default gen_random_uuid(),
  image_url text not null constraint how_it_works_images_image_url_format check (public.is_valid_image_url(image_url)),
  title text not null constraint how_it_works_images_title_text check (btrim(title) <> '' and char_length(title) <= 100),
  description text constraint how_it_works_images_description_text check (char_length(description) <= 500),
  is_active boolean not null default true,
  display_order integer not null default 0
    constraint how_it_works_images_display_order_range check (display_order between 0 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.customer_logos (
  id uuid primary key default gen_random_uuid(),
  logo_url text not null constraint customer_logos_logo_url_format check (public.is_valid_image_url(logo_url)),
  alt_text text not null constraint customer_logos_alt_text_text check (btrim(alt_text) <> '' and char_length(alt_text) <= 150),
  company_name text not null
    constraint customer_logos_company_name_text check (btrim(company_name) <> '' and char_length(company_name) <= 100),
  is_active boolean not null default true,
  display_order integer not null default 0
    constraint customer_logos_display_order_range check (display_order between 0 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index how_it_works_images_active_order_idx
  on public.how_it_works_images (display_order) where is_active;
create index customer_logos_active_order_idx
  on public.customer_logos (display_order) where is_active;

create trigger how_it_works_images_set_updated_at
  before update on public.how_it_works_images
  for each row execute function public.set_updated_at();
create trigger customer_logos_set_updated_at
  before update on public.customer_logos
  for each row execute function public.set_updated_at();

-- 2. Access ---------------------------------------------------------------------------------------
alter table public.how_it_works_images enable row level security;
alter table public.customer_logos enable row level security;

create policy "Anyone sees active steps, content staff see all" on public.how_it_works_images
  for select to anon, authenticated
  using (is_active or (select public.staff_can('site_content')));
create policy "Content staff add steps" on public.how_it_works_images
  for insert to authenticated
  with check ((select public.staff_can('site_content')));
create policy "Content staff edit steps" on public.how_it_works_images
  for update to authenticated
  using ((select public.staff_can('site_content')))
  with check ((select public.staff_can('site_content')));
create policy "Content staff remove steps" on public.how_it_works_images
  for delete to authenticated
  using ((select public.staff_can('site_content')));

create policy "Anyone sees active logos, content staff see all" on public.customer_logos
  for select to anon, authenticated
  using (is_active or (select public.staff_can('site_content')));
create policy "Content staff add logos" on public.customer_logos
  for insert to authenticated
  with check ((select public.staff_can('site_content')));
create policy "Content staff edit logos" on public.customer_logos
  for update to authenticated
  using ((select public.staff_can('site_content')))
  with check ((select public.staff_can('site_content')));
create policy "Content staff remove logos" on public.customer_logos
  for delete to authenticated
  using ((select public.staff_can('site_content')));

-- 3. Reordering -----------------------------------------------------------------------------------
-- Gives the listed rows display_order 1..n in the given order. SECURITY INVOKER: the caller's
-- update policies apply; require_staff turns "0 rows changed" into a clear error.
create function public.reorder_site_content(content_table text, ordered_ids uuid[])
returns void
language plpgsql security invoker set search_path = '' as $$
begin
  perform public.require_staff('site_content');
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

-- 4. Change signals -------------------------------------------------------------------------------
-- Realtime filters INSERT/UPDATE events through RLS as the subscriber, and visitors may only read
-- active rows, so a visitor is never told that a logo was hidden (the row just stops being
-- visible). content_signals holds one always-readable row per content table; a trigger touches it
-- after every change, and open pages subscribe to it and refetch. It carries only a table name and
-- a time, so the read rule above stays as it is.
create table public.content_signals (
  table_name text primary key,
  changed_at timestamptz not null default now()
);

alter table public.content_signals enable row level security;

-- Read-only for clients; only the trigger function below writes.
revoke all on table public.content_signals from anon, authenticated;
grant select on table public.content_signals to anon, authenticated;
grant all on table public.content_signals to service_role;

create policy "Anyone reads content signals" on public.content_signals
  for select to anon, authenticated
  using (true);

-- SECURITY DEFINER: the writer (staff) has no write access to content_signals.
create function public.touch_content_signal()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.content_signals (table_name, changed_at)
  values (tg_table_name, now())
  on conflict (table_name) do update set changed_at = excluded.changed_at;
  return null;
end;
$$;

revoke execute on function public.touch_content_signal() from public, anon, authenticated, service_role;

create trigger customer_logos_touch_content_signal
  after insert or update or delete on public.customer_logos
  for each statement execute function public.touch_content_signal();
create trigger how_it_works_images_touch_content_signal
  after insert or update or delete on public.how_it_works_images
  for each statement execute function public.touch_content_signal();

insert into public.content_signals (table_name)
values ('customer_logos'), ('how_it_works_images');

-- 5. Realtime -------------------------------------------------------------------------------------
-- The logo strip refetches on any change; FULL so DELETE events carry the whole old row.
alter table public.customer_logos replica identity full;
alter publication supabase_realtime
  add table public.customer_logos, public.how_it_works_images, public.content_signals;
