-- Local stand-in for logical replication: every row change on a table in publication
-- supabase_realtime is sent with NOTIFY (delivered on commit, like a WAL event), and db.ts turns
-- it into a DbChangeEvent. Lives in its own schema so nothing here leaks into the migrations.

create schema if not exists local_stack;

-- NOTIFY payloads are capped near 8000 bytes; bigger changes are parked here and fetched by id.
create table if not exists local_stack.large_changes (
  id bigserial primary key,
  payload jsonb not null
);

create or replace function local_stack.notify_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change jsonb := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end
  );
  parked_id bigint;
begin
  if octet_length(change::text) < 7500 then
    perform pg_notify('local_stack_change', change::text);
  else
    insert into local_stack.large_changes (payload) values (change) returning id into parked_id;
    perform pg_notify('local_stack_change', jsonb_build_object('parked_id', parked_id)::text);
  end if;
  return null;
end
$$;

do $$
declare
  published record;
begin
  for published in
    select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'
  loop
    execute format(
      'create or replace trigger local_stack_realtime after insert or update or delete on %I.%I '
      'for each row execute function local_stack.notify_change()',
      published.schemaname, published.tablename
    );
  end loop;
end
$$;
