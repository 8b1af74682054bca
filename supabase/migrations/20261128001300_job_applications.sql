-- Job applications: candidates apply on the job page (the submit-application Edge Function, with a
-- CV in a private bucket), HR moves them through a pipeline, and nothing is kept longer than the
-- stated retention (_rules/retention.ts) or after the candidate withdraws.
--
--   1. The permission `applications` and the role `hr`, which grants it and nothing else
--   2. job_applications, job_application_notes
--   3. The CVs' private bucket: only `applications` staff read (and so sign URLs for) a CV
--   4. The emails: lead_emails of kind 'application', read by `applications` staff
--   5. submit_application(), withdraw_application(), purge_expired_applications()
--   6. Access, audit, Realtime
--
-- The limits repeat _rules/job-applications.ts, as CHECK constraints.

-- 1. Who sees them --------------------------------------------------------------------------------
insert into public.staff_permissions (permission, description) values
  ('applications', 'Read job applications and their CVs, move them through the hiring pipeline, note them');
insert into public.staff_roles (role, description) values
  ('hr', 'Job applications only: read them and their CVs, move them through the pipeline, note them');
insert into public.staff_role_permissions (role, permission) values
  ('hr', 'applications'),
  ('admin', 'applications');

-- 2. The applications -----------------------------------------------------------------------------
create table public.job_applications (
  id uuid primary key,
  job_id text not null check (job_id ~ '^[a-z0-9-]{1,100}$'),
  -- The title as it was posted when they applied.
  job_title text not null check (char_length(job_title) between 1 and 200),
  full_name text not null check (char_length(full_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (char_length(phone) <= 50),
  profile_url text check (char_length(profile_url) <= 500 and profile_url ~ '^https?://'),
  cover_note text not null default '' check (char_length(cover_note) <= 2000),
  -- The object's name in the bucket is ours (`<id>.<type>`), never the candidate's file name.
  cv_path text not null unique check (cv_path ~ '^[0-9a-f-]{36}\.(pdf|docx)$'),
  cv_type text not null check (cv_type in ('pdf', 'docx')),
  cv_size integer not null check (cv_size between 1 and 5242880),
  consented_at timestamptz not null,
  status text not null default 'new'
    check (status in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')),
  -- The retention clock: the last move in the pipeline (the decision, for a decided one).
  status_changed_at timestamptz not null default now(),
  -- The request's Idempotency-Key and a fingerprint of what it sent: a retry answers this row.
  idempotency_key uuid unique,
  request_hash text check (char_length(request_hash) <= 128),
  email_status text not null default 'queued' check (email_status in ('queued', 'sending', 'sent', 'retrying', 'failed')),
  email_attempts integer not null default 0,
  email_error text check (char_length(email_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index job_applications_job_idx on public.job_applications (job_id, created_at desc);
create index job_applications_retention_idx on public.job_applications (status_changed_at);

create trigger job_applications_updated_at
  before update on public.job_applications
  for each row execute function public.set_updated_at();

create function public.stamp_application_status()
returns trigger
language plpgsql set search_path = '' as $$
begin
  new.status_changed_at := now();
  return new;
end;
$$;

create trigger job_applications_status_changed
  before update of status on public.job_applications
  for each row when (old.status is distinct from new.status)
  execute function public.stamp_application_status();

create table public.job_application_notes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.job_applications (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index job_application_notes_application_idx
  on public.job_application_notes (application_id, created_at desc);

-- The author is whoever is signed in, whatever the request says.
create function public.stamp_application_note()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.author_id := (select auth.uid());
  new.author_email := (select users.email::text from auth.users as users where users.id = new.author_id);
  new.created_at := now();
  return new;
end;
$$;

create trigger job_application_notes_stamp before insert on public.job_application_notes
  for each row execute function public.stamp_application_note();

create function public.audit_application_note()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.record_audit('application.note', 'job_applications', new.application_id::text,
    jsonb_build_object('note_id', new.id));
  return null;
end;
$$;

create trigger job_application_notes_audit after insert on public.job_application_notes
  for each row execute function public.audit_application_note();

-- 3. The CVs --------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('job-applications', 'job-applications', false, 5242880, array[
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Reading an object is what signing a URL for it needs. Nobody but the service role (the
-- function) writes or deletes one.
create policy "Application staff read CVs" on storage.objects
  for select to authenticated
  using (bucket_id = 'job-applications' and (select public.staff_can('applications')));

-- 4. The emails -----------------------------------------------------------------------------------
alter table public.lead_emails drop constraint lead_emails_lead_kind_check;
alter table public.lead_emails add constraint lead_emails_lead_kind_check
  check (lead_kind in ('contact', 'demo', 'security', 'application'));

create policy "Application staff read application emails" on public.lead_emails
  for select to authenticated
  using (lead_kind = 'application' and (select public.staff_can('applications')));

create trigger job_applications_delete_emails after delete on public.job_applications
  for each row execute function public.delete_lead_emails('application');

-- Each application's email_status sums up its messages, as a lead's does.
create or replace function public.summarise_lead_emails()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
  v_status text;
  v_attempts integer;
  v_error text;
  v_table text := case new.lead_kind
    when 'contact' then 'contact_messages'
    when 'demo' then 'demo_requests'
    when 'security' then 'security_reports'
    when 'application' then 'job_applications'
  end;
begin
  select count(*),
         case
           when bool_or(e.status = 'failed') then 'failed'
           when bool_or(e.status = 'retrying' or (e.status = 'sending' and e.attempts > 1)) then 'retrying'
           when bool_or(e.status in ('queued', 'sending')) then 'queued'
           else 'sent'
         end,
         coalesce(sum(e.attempts), 0),
         left((array_agg(e.purpose || ': ' || e.last_error order by e.updated_at desc)
                filter (where e.status <> 'sent' and e.last_error is not null))[1], 2000)
    into v_count, v_status, v_attempts, v_error
    from public.lead_emails as e
   where e.lead_kind = new.lead_kind and e.lead_id = new.lead_id;
  if v_count = 0 then
    return null;
  end if;
  -- Unchanged summaries are not written: no needless realtime events or updated_at bumps.
  execute format(
    'update public.%I as lead
        set email_status = $1, email_attempts = $2, email_error = $3
      where lead.id = $4
        and (lead.email_status, lead.email_attempts, lead.email_error) is distinct from ($1, $2, $3)',
    v_table
  ) using v_status, v_attempts, v_error, new.lead_id;
  return null;
end;
$$;

-- 5. Submitting, withdrawing, expiring ------------------------------------------------------------
-- Stores an application and its emails in one transaction (the function has stored the CV under
-- p_application->>'cv_path' first). A repeated Idempotency-Key answers the first application:
-- duplicate, with its request_hash so the caller can tell a retry from a different request.
create function public.submit_application(p_application jsonb, p_emails jsonb)
returns table (application_id uuid, duplicate boolean, request_hash text)
language plpgsql set search_path = '' as $$
declare
  v_key uuid := (p_application ->> 'idempotency_key')::uuid;
begin
  if v_key is not null then
    return query
      select a.id, true, a.request_hash from public.job_applications as a where a.idempotency_key = v_key;
    if found then
      return;
    end if;
  end if;
  insert into public.job_applications (
    id, job_id, job_title, full_name, email, phone, profile_url, cover_note,
    cv_path, cv_type, cv_size, consented_at, idempotency_key, request_hash
  ) values (
    (p_application ->> 'id')::uuid, p_application ->> 'job_id', p_application ->> 'job_title',
    p_application ->> 'full_name', p_application ->> 'email', nullif(p_application ->> 'phone', ''),
    nullif(p_application ->> 'profile_url', ''), coalesce(p_application ->> 'cover_note', ''),
    p_application ->> 'cv_path', p_application ->> 'cv_type', (p_application ->> 'cv_size')::integer,
    now(), v_key, p_application ->> 'request_hash'
  );
  insert into public.lead_emails (id, lead_kind, lead_id, purpose, message, message_id)
  select coalesce((item ->> 'id')::uuid, gen_random_uuid()), 'application', (p_application ->> 'id')::uuid, item ->> 'purpose',
         item -> 'message', item ->> 'message_id'
    from jsonb_array_elements(p_emails) as item;
  return query select (p_application ->> 'id')::uuid, false, p_application ->> 'request_hash';
exception
  when unique_violation then
    -- The same key at the same moment from another call: answer that one.
    return query
      select a.id, true, a.request_hash from public.job_applications as a where a.idempotency_key = v_key;
end;
$$;

-- What a withdrawal link shows: the job and when they applied. Nothing for a deleted application.
create function public.application_for_withdrawal(p_id uuid)
returns table (job_title text, submitted_at timestamptz)
language sql stable set search_path = '' as $$
  select a.job_title, a.created_at from public.job_applications as a where a.id = p_id;
$$;

-- The candidate withdraws: the application goes, with its notes and emails; answers the CV's
-- object name for the function to delete, or nothing when it was already gone.
create function public.withdraw_application(p_id uuid)
returns text
language plpgsql set search_path = '' as $$
declare
  v_path text;
begin
  delete from public.job_applications as a where a.id = p_id returning a.cv_path into v_path;
  if v_path is not null then
    perform public.record_audit('application.withdraw', 'job_applications', p_id::text);
  end if;
  return v_path;
end;
$$;

-- Deletes the applications whose last move is older than p_months (at least one), in one
-- transaction, and answers their CVs' object names: the caller deletes those from the bucket
-- (the Storage API's job; SQL must not delete storage.objects rows).
create function public.purge_expired_applications(p_months integer)
returns setof text
language plpgsql set search_path = '' as $$
declare
  v_paths text[];
begin
  if coalesce(p_months, 0) < 1 then
    raise exception 'Retention periods must be at least one month.' using errcode = '22023';
  end if;
  with gone as (
    delete from public.job_applications as a
     where a.status_changed_at < now() - make_interval(months => p_months)
    returning a.cv_path
  )
  select coalesce(array_agg(gone.cv_path), '{}') into v_paths from gone;
  if cardinality(v_paths) > 0 then
    perform public.record_audit('retention.purge', 'job_applications', null,
      jsonb_build_object('applications', cardinality(v_paths), 'months', p_months));
  end if;
  return query select unnest(v_paths);
end;
$$;

-- 6. Access ---------------------------------------------------------------------------------------
alter table public.job_applications enable row level security;
alter table public.job_application_notes enable row level security;

revoke all on table public.job_applications, public.job_application_notes from anon, authenticated;
grant select, update (status) on table public.job_applications to authenticated;
grant select, insert on table public.job_application_notes to authenticated;
grant all on table public.job_applications, public.job_application_notes to service_role;

create policy "Application staff read applications" on public.job_applications
  for select to authenticated using ((select public.staff_can('applications')));
create policy "Application staff move applications" on public.job_applications
  for update to authenticated
  using ((select public.staff_can('applications'))) with check ((select public.staff_can('applications')));
create policy "Application staff read application notes" on public.job_application_notes
  for select to authenticated using ((select public.staff_can('applications')));
create policy "Application staff add application notes" on public.job_application_notes
  for insert to authenticated with check ((select public.staff_can('applications')));

create trigger job_applications_audit_status
  after update of status on public.job_applications
  for each row when (old.status is distinct from new.status)
  execute function public.audit_status_change('application');

alter publication supabase_realtime add table public.job_applications, public.job_application_notes;

revoke execute on function public.stamp_application_status(), public.stamp_application_note(),
  public.audit_application_note() from public, anon, authenticated, service_role;
revoke execute on function public.submit_application(jsonb, jsonb), public.application_for_withdrawal(uuid),
  public.withdraw_application(uuid), public.purge_expired_applications(integer)
  from public, anon, authenticated;
grant execute on function public.submit_application(jsonb, jsonb), public.application_for_withdrawal(uuid),
  public.withdraw_application(uuid), public.purge_expired_applications(integer)
  to service_role;
