-- What a fresh Supabase project has before any migration runs: the API roles, the auth schema
-- GoTrue owns, the auth.* helper functions RLS policies call, the realtime publication and the
-- default grants. Idempotent: it runs on every start so persisted databases pick up changes.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists citext with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit;
  end if;
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists auth;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key on auth.users (lower(email)) where is_sso_user = false;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- How each session authenticated (the JWT's amr claim), as GoTrue records it.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  id uuid primary key default gen_random_uuid(),
  unique (session_id, authentication_method)
);

-- MFA as hosted Supabase has it (GoTrue's migrations): factors, their challenges, the session's
-- assurance level. RLS policies in the migrations read auth.mfa_factors with these names.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text null,
  phone text unique default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb null,
  web_authn_aaguid uuid null,
  last_webauthn_challenge_data jsonb null
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid not null primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

alter table auth.sessions add column if not exists factor_id uuid null;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- The helpers RLS policies call, defined exactly like Supabase's so policies behave the same.
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

grant usage on schema public to postgres, anon, authenticated, service_role;
-- Default privileges only (not "grant on all tables"): re-running must never undo a migration's revoke.
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- Vault as hosted Supabase has it preinstalled (supabase_vault): secrets by name, read back through
-- vault.decrypted_secrets, written with create_secret/update_secret; only the database owner (and
-- what it runs, e.g. pg_cron jobs) reads them. Locally the secret is stored as given: the
-- emulation keeps the interface, not the encryption at rest.
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
    from vault.secrets;
create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null
) returns uuid language sql as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id;
$$;
create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null
) returns void language sql as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id),
         updated_at = now()
   where id = secret_id;
$$;
revoke all on schema vault from public;
revoke all on all tables in schema vault from public, anon, authenticated, service_role;
revoke all on all functions in schema vault from public, anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- Storage as hosted Supabase has it (supabase/storage's tenant migrations, condensed): buckets and
-- objects with RLS on (migrations add the policies), the path helpers policies call, search(),
-- and the grants. The Storage API (supabase/local/storage) runs its SQL as the caller's role.
create schema if not exists storage;
grant usage on schema storage to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

do $$ begin
  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
exception when duplicate_object then null;
end $$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- One folder level of a bucket, folders first: what `list()` shows. SECURITY INVOKER, so the
-- caller's select policies on storage.objects decide what is listed.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
) language plpgsql stable as $$
declare
  v_order_by text;
  v_sort_order text;
begin
  v_order_by := case when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at') then sortcolumn else 'name' end;
  v_sort_order := case when sortorder = 'desc' then 'desc' else 'asc' end;
  v_order_by := v_order_by || ' ' || v_sort_order;
  return query execute
    'with folders as (
       select path_tokens[$1] as folder
       from storage.objects
       where objects.name ilike $2 || $3 || ''%''
         and bucket_id = $4
         and array_length(objects.path_tokens, 1) <> $1
       group by folder
       order by folder ' || v_sort_order || '
     )
     (select folder as "name", null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata
      from folders)
     union all
     (select path_tokens[$1] as "name", id, updated_at, created_at, last_accessed_at, metadata
      from storage.objects
      where objects.name ilike $2 || $3 || ''%''
        and bucket_id = $4
        and array_length(objects.path_tokens, 1) = $1
      order by ' || v_order_by || ')
     limit $5
     offset $6' using levels, prefix, search, bucketname, limits, offsets;
end;
$$;

create or replace function storage.update_updated_at_column() returns trigger language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute procedure storage.update_updated_at_column();

create or replace function storage.enforce_bucket_name_length() returns trigger language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows and files go together: only the Storage API (which sets storage.allow_delete_query) deletes.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
