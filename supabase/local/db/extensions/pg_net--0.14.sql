-- pg_net's SQL interface (https://github.com/supabase/pg_net), emulated for the local stack:
-- net.http_get/http_post/http_delete queue a request and answer its id; after the transaction
-- commits the stack's worker sends it and stores the answer in net._http_response, as pg_net's
-- background worker does. A rolled-back request is never sent.
create schema if not exists net;
-- How the stack's worker knows the queue is its to send, not a real pg_net's.
comment on schema net is 'pg_net, emulated by the local stack';

create unlogged table net.http_request_queue (
  id bigserial,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index _http_response_created_idx on net._http_response (created);

create function net._urlencode_params(url text, params jsonb) returns text
language sql immutable as $$
  select case
    when params is null or params = '{}'::jsonb then url
    else url || case when url like '%?%' then '&' else '?' end || (
      select string_agg(
        replace(replace(replace(replace(key, '%', '%25'), '&', '%26'), '=', '%3D'), ' ', '%20') || '=' ||
        replace(replace(replace(replace(value, '%', '%25'), '&', '%26'), '=', '%3D'), ' ', '%20'), '&')
      from jsonb_each_text(params))
  end;
$$;

create function net._enqueue(method text, url text, params jsonb, headers jsonb, body bytea, timeout_milliseconds integer)
returns bigint
language plpgsql as $$
declare
  v_id bigint;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'Invalid URL: %', url using errcode = '22023';
  end if;
  if timeout_milliseconds is null or timeout_milliseconds < 1 then
    raise exception 'timeout_milliseconds must be positive' using errcode = '22023';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, net._urlencode_params(url, params), coalesce(headers, '{}'::jsonb), body, timeout_milliseconds)
  returning id into v_id;
  perform pg_notify('net_request_queued', '');
  return v_id;
end;
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql as $$
  select net._enqueue('GET', url, params, headers, null, timeout_milliseconds);
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql as $$
  select net._enqueue('POST', url, params, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds);
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql as $$
  select net._enqueue('DELETE', url, params, headers, null, timeout_milliseconds);
$$;

revoke all on schema net from public;
revoke all on all tables in schema net from public;
revoke all on all functions in schema net from public;
