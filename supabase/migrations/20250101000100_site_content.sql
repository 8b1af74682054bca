-- Content the home page reads: the how-it-works carousel and the customer-logo strip.
-- Visitors see active rows; admins manage everything. Both tables stream changes to Realtime.

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.how_it_works_images (
  id uuid primary key default gen_random_uuid(),
  image_url text not null check (char_length(image_url) between 1 and 2048),
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 2000),
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.customer_logos (
  id uuid primary key default gen_random_uuid(),
  logo_url text not null check (char_length(logo_url) between 1 and 2048),
  alt_text text not null check (char_length(alt_text) between 1 and 200),
  company_name text not null check (char_length(company_name) between 1 and 200),
  is_active boolean not null default true,
  display_order integer not null default 0,
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

alter table public.how_it_works_images enable row level security;
alter table public.customer_logos enable row level security;

create policy "Anyone can view active how-it-works images"
  on public.how_it_works_images for select
  to anon, authenticated
  using (is_active);
create policy "Admins can view all how-it-works images"
  on public.how_it_works_images for select
  to authenticated
  using (public.is_admin((select auth.uid())));
create policy "Admins can add how-it-works images"
  on public.how_it_works_images for insert
  to authenticated
  with check (public.is_admin((select auth.uid())));
create policy "Admins can edit how-it-works images"
  on public.how_it_works_images for update
  to authenticated
  using (public.is_admin((select auth.uid())))
  with check (public.is_admin((select auth.uid())));
create policy "Admins can remove how-it-works images"
  on public.how_it_works_images for delete
  to authenticated
  using (public.is_admin((select auth.uid())));

create policy "Anyone can view active customer logos"
  on public.customer_logos for select
  to anon, authenticated
  using (is_active);
create policy "Admins can view all customer logos"
  on public.customer_logos for select
  to authenticated
  using (public.is_admin((select auth.uid())));
create policy "Admins can add customer logos"
  on public.customer_logos for insert
  to authenticated
  with check (public.is_admin((select auth.uid())));
create policy "Admins can edit customer logos"
  on public.customer_logos for update
  to authenticated
  using (public.is_admin((select auth.uid())))
  with check (public.is_admin((select auth.uid())));
create policy "Admins can remove customer logos"
  on public.customer_logos for delete
  to authenticated
  using (public.is_admin((select auth.uid())));

-- The logo strip refetches on any change; FULL so DELETE events carry the whole old row.
alter table public.customer_logos replica identity full;
alter publication supabase_realtime add table public.customer_logos, public.how_it_works_images;
