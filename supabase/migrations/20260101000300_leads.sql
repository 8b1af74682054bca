-- Leads captured by the Edge Functions send-contact-form and send-demo-request.
-- A lead is inserted (as service_role, which bypasses RLS) before any email is attempted, so a
-- mail outage never loses one; email_status/email_error/email_attempts record the outcome so a
-- later job or an admin can retry. Length checks mirror supabase/functions/_shared/lead-limits.ts.
-- Depends on public.is_admin(uuid) from the core migration.

create or replace function public.leads_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  company text check (char_length(company) <= 200),
  phone text check (char_length(phone) <= 50),
  service text check (char_length(service) <= 100),
  message text not null check (char_length(message) between 1 and 1000),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed')),
  email_error text check (char_length(email_error) <= 2000),
  email_attempts integer not null default 0 check (email_attempts >= 0),
  client_ip text check (char_length(client_ip) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  company text not null check (char_length(company) between 1 and 200),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed')),
  email_error text check (char_length(email_error) <= 2000),
  email_attempts integer not null default 0 check (email_attempts >= 0),
  client_ip text check (char_length(client_ip) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index contact_messages_email_status_idx on public.contact_messages (email_status) where email_status <> 'sent';
create index demo_requests_created_at_idx on public.demo_requests (created_at desc);
create index demo_requests_email_status_idx on public.demo_requests (email_status) where email_status <> 'sent';

create trigger contact_messages_touch_updated_at before update on public.contact_messages
  for each row execute function public.leads_touch_updated_at();
create trigger demo_requests_touch_updated_at before update on public.demo_requests
  for each row execute function public.leads_touch_updated_at();

-- Visitors never read or write these tables directly (the functions write as service_role).
-- Admins may read leads and move them through new -> contacted -> closed; nothing else.
alter table public.contact_messages enable row level security;
alter table public.demo_requests enable row level security;

revoke all on table public.contact_messages, public.demo_requests from anon, authenticated;
grant select, update (status) on table public.contact_messages, public.demo_requests to authenticated;
grant all on table public.contact_messages, public.demo_requests to service_role;

create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated using (public.is_admin((select auth.uid())));
create policy "Admins update contact message status" on public.contact_messages
  for update to authenticated using (public.is_admin((select auth.uid()))) with check (public.is_admin((select auth.uid())));
create policy "Admins read demo requests" on public.demo_requests
  for select to authenticated using (public.is_admin((select auth.uid())));
create policy "Admins update demo request status" on public.demo_requests
  for update to authenticated using (public.is_admin((select auth.uid()))) with check (public.is_admin((select auth.uid())));

-- Rate limiting lives in the database, not in function memory: hosted Supabase runs many
-- short-lived isolates, so only shared state sees every request. One row per accepted lead per
-- key; keys are SHA-256 hashes so the table holds no readable IPs or emails.
create table public.lead_rate_limit_hits (
  bucket text not null,
  hit_at timestamptz not null default now()
);

create index lead_rate_limit_hits_bucket_idx on public.lead_rate_limit_hits (bucket, hit_at);
create index lead_rate_limit_hits_hit_at_idx on public.lead_rate_limit_hits (hit_at);

alter table public.lead_rate_limit_hits enable row level security;
revoke all on table public.lead_rate_limit_hits from anon, authenticated;
grant all on table public.lead_rate_limit_hits to service_role;

-- Sliding-window limiter. If every key is under p_max hits in the last p_window_seconds, records
-- one hit per key and returns 0; otherwise records nothing and returns the seconds until a slot
-- frees up (for Retry-After). Advisory locks make check-and-record atomic across concurrent calls.
create or replace function public.take_lead_rate_limit_slot(
  p_keys text[],
  p_max integer,
  p_window_seconds integer
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_buckets text[];
  v_bucket text;
  v_count integer;
  v_frees_at timestamptz;
  v_retry_after integer := 0;
begin
  select coalesce(array_agg(distinct encode(sha256(convert_to(k, 'UTF8')), 'hex') order by encode(sha256(convert_to(k, 'UTF8')), 'hex')), '{}')
    into v_buckets
    from unnest(p_keys) as k;

  -- Sorted lock order, so two requests sharing keys cannot deadlock.
  foreach v_bucket in array v_buckets loop
    perform pg_advisory_xact_lock(hashtextextended(v_bucket, 0));
  end loop;

  delete from public.lead_rate_limit_hits where hit_at < now() - v_window;

  foreach v_bucket in array v_buckets loop
    select count(*) into v_count
      from public.lead_rate_limit_hits
      where bucket = v_bucket and hit_at >= now() - v_window;
    if v_count >= p_max then
      -- The slot frees when the hit that keeps the count at p_max leaves the window.
      select hit_at + v_window into v_frees_at
        from public.lead_rate_limit_hits
        where bucket = v_bucket and hit_at >= now() - v_window
        order by hit_at
        offset v_count - p_max
        limit 1;
      v_retry_after := greatest(v_retry_after, ceil(extract(epoch from v_frees_at - now()))::integer, 1);
    end if;
  end loop;

  if v_retry_after = 0 then
    insert into public.lead_rate_limit_hits (bucket) select unnest(v_buckets);
  end if;
  return v_retry_after;
end;
$$;

revoke all on function public.take_lead_rate_limit_slot(text[], integer, integer) from public, anon, authenticated;
grant execute on function public.take_lead_rate_limit_slot(text[], integer, integer) to service_role;
