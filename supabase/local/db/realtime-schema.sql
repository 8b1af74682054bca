-- What Supabase Realtime creates in every project: realtime.messages, whose RLS policies authorise
-- private channels (SELECT = may receive, INSERT = may send, per extension 'broadcast' or
-- 'presence'), and realtime.topic(), which those policies call. RLS is on with no policy, so
-- private channels stay closed until a migration opens them, as on hosted Supabase.
-- Idempotent: it runs on every start, before the migrations.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_topic_index on realtime.messages (topic);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
