-- pg_cron's SQL interface (https://github.com/citusdata/pg_cron), emulated for the local stack:
-- cron.job and cron.job_run_details as pg_cron has them, schedule/unschedule/alter_job with its
-- arguments and answers. The stack's scheduler reads cron.job (told of changes by cron_job_changed)
-- and runs each active job's command as a superuser, recording every run.
create schema if not exists cron;
-- How the stack's scheduler knows the jobs are its to run, not a real pg_cron's.
comment on schema cron is 'pg_cron, emulated by the local stack';

create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index jobname_username_uniq on cron.job (jobname, username);

create table cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- What pg_cron accepts: "N seconds" (1-59), five cron fields, or a @-shorthand. The scheduler
-- parses the fields; this only refuses what pg_cron would refuse at schedule time.
create function cron.check_schedule(schedule text) returns void
language plpgsql immutable as $$
begin
  if schedule is null
     or not (schedule ~* '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
             or schedule ~* '^\s*@(yearly|annually|monthly|weekly|daily|hourly|reboot)\s*$'
             or schedule ~* '^\s*[0-9a-z*,/$-]+(\s+[0-9a-z*,/$-]+){4}\s*$') then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
end;
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql as $$
declare
  v_jobid bigint;
begin
  perform cron.check_schedule(schedule);
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into v_jobid;
  return v_jobid;
end;
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql as $$
declare
  v_jobid bigint;
begin
  perform cron.check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into v_jobid;
  return v_jobid;
end;
$$;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;

create function cron.unschedule(job_name text) returns boolean
language plpgsql as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;

create function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
) returns void
language plpgsql as $$
begin
  if database is not null and database <> current_database() then
    raise exception 'cron.alter_job: another database is not supported by the local stack' using errcode = '0A000';
  end if;
  if alter_job.schedule is not null then
    perform cron.check_schedule(alter_job.schedule);
  end if;
  update cron.job as j
     set schedule = coalesce(alter_job.schedule, j.schedule),
         command = coalesce(alter_job.command, j.command),
         username = coalesce(alter_job.username, j.username),
         active = coalesce(alter_job.active, j.active)
   where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
end;
$$;

create function cron.schedule_in_database(
  job_name text, schedule text, command text, database text, username text default null, active boolean default true
) returns bigint
language plpgsql as $$
begin
  raise exception 'cron.schedule_in_database is not supported by the local stack: it runs jobs in its one database'
    using errcode = '0A000';
end;
$$;

-- Tells the stack's scheduler to read cron.job again.
create function cron.job_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('cron_job_changed', '');
  return null;
end;
$$;
create trigger cron_job_changed after insert or update or delete on cron.job
  for each statement execute function cron.job_changed();

revoke all on schema cron from public;
revoke all on all tables in schema cron from public;
revoke all on all functions in schema cron from public;
