-- Change signals for the home page's content tables.
-- Realtime filters INSERT/UPDATE events through RLS as the subscriber, and visitors may only read
-- active rows, so a visitor is never told that a logo was hidden (the row just stops being
-- visible). content_signals holds one always-readable row per content table; a trigger touches it
-- after every change, and open pages subscribe to it and refetch. It carries only a table name and
-- a time, so the read rule "anyone reads active rows; only admins write" stays as it is.
-- Depends on customer_logos and how_it_works_images from the site content migration.

create table public.content_signals (
  table_name text primary key,
  changed_at timestamptz not null default now()
);

alter table public.content_signals enable row level security;

-- Read-only for clients; only the trigger function below writes.
revoke all on table public.content_signals from anon, authenticated;
grant select on table public.content_signals to anon, authenticated;
grant all on table public.content_signals to service_role;

create policy "Anyone can read content signals"
  on public.content_signals for select
  to anon, authenticated
  using (true);

-- SECURITY DEFINER: the writer (an admin) has no write access to content_signals; empty
-- search_path so nothing a caller creates can shadow public.content_signals.
create or replace function public.touch_content_signal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.content_signals (table_name, changed_at)
  values (tg_table_name, now())
  on conflict (table_name) do update set changed_at = excluded.changed_at;
  return null;
end;
$$;

revoke execute on function public.touch_content_signal() from public, anon, authenticated;

create trigger customer_logos_touch_content_signal
  after insert or update or delete on public.customer_logos
  for each statement execute function public.touch_content_signal();
create trigger how_it_works_images_touch_content_signal
  after insert or update or delete on public.how_it_works_images
  for each statement execute function public.touch_content_signal();

insert into public.content_signals (table_name)
values ('customer_logos'), ('how_it_works_images')
on conflict (table_name) do nothing;

alter publication supabase_realtime add table public.content_signals;
