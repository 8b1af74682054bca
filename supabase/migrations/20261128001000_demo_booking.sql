-- Demo booking: the visitor who has sent a demo request picks a time at once. Sales reps' weekly
-- hours (in their own time zone), days off, minimum notice and buffer are staff data; the free slots
-- are computed from them and the bookings (the demo-availability Edge Function,
-- _shared/demo-slots.ts); the database alone decides who gets a contested slot.
--
--   1. demo_reps, demo_rep_hours, demo_rep_days_off: availability, edited by leads staff
--   2. demo_bookings: an exclusion constraint, so no two bookings of one rep ever overlap (with
--      the rep's buffer between them)
--   3. book_demo(): round-robin among the reps the function found free, in one transaction
--   4. demo_availability_data(): what the slot computation reads
--   5. Access
--
-- Times are timestamptz (UTC instants); a rep's hours are wall-clock times in the rep's zone.

create extension if not exists btree_gist with schema extensions;

-- 1. Availability ---------------------------------------------------------------------------------
create table public.demo_reps (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- An IANA zone name; the functions check it is one the runtime knows.
  time_zone text not null check (time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' and char_length(time_zone) <= 64),
  minimum_notice_minutes integer not null default 240 check (minimum_notice_minutes between 0 and 20160),
  buffer_minutes integer not null default 15 check (buffer_minutes between 0 and 240),
  active boolean not null default true,
  -- Round-robin: the free rep booked least recently gets the next demo.
  last_booked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger demo_reps_updated_at
  before update on public.demo_reps
  for each row execute function public.set_updated_at();

-- ISO weekdays: Monday 1 … Sunday 7. Several rows a day make a split day (a lunch break).
create table public.demo_rep_hours (
  rep_id uuid not null references public.demo_reps (user_id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  primary key (rep_id, weekday, start_time),
  check (end_time > start_time)
);

create table public.demo_rep_days_off (
  rep_id uuid not null references public.demo_reps (user_id) on delete cascade,
  day date not null,
  primary key (rep_id, day)
);

-- 2. Bookings -------------------------------------------------------------------------------------
-- blocked_during is the meeting widened by half the rep's buffer on each side, so two bookings of
-- one rep are at least a buffer apart exactly when their blocked ranges do not overlap.
create table public.demo_bookings (
  id uuid primary key default gen_random_uuid(),
  demo_request_id uuid not null references public.demo_requests (id) on delete cascade,
  rep_id uuid not null references public.demo_reps (user_id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  blocked_during tstzrange not null,
  visitor_time_zone text not null check (char_length(visitor_time_zone) <= 64),
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  check (ends_at > starts_at),
  check (blocked_during @> tstzrange(starts_at, ends_at)),
  constraint demo_bookings_no_overlap
    exclude using gist (rep_id with =, blocked_during with &&) where (status = 'booked')
);

-- One live booking per demo request.
create unique index demo_bookings_one_per_request on public.demo_bookings (demo_request_id) where status = 'booked';
create index demo_bookings_upcoming on public.demo_bookings (starts_at) where status = 'booked';

-- 3. Booking --------------------------------------------------------------------------------------
-- Books the slot with the first of p_rep_ids (the reps the caller found free, from the same data)
-- that the constraint lets in, least recently booked first. Answers the booking, or nothing when
-- every one of them was taken meanwhile (the function answers 409 with fresh slots). A request
-- that already has a booking answers that one (a repeated click, a retried request).
create function public.book_demo(
  p_demo_request_id uuid,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_visitor_time_zone text,
  p_rep_ids uuid[]
)
returns table (id uuid, rep_id uuid, starts_at timestamptz, ends_at timestamptz, existing boolean)
language plpgsql set search_path = '' as $$
declare
  v_rep record;
  v_id uuid;
begin
  if not exists (select 1 from public.demo_requests as d where d.id = p_demo_request_id) then
    raise exception 'No such demo request.' using errcode = 'P0002';
  end if;
  return query
    select b.id, b.rep_id, b.starts_at, b.ends_at, true
      from public.demo_bookings as b
     where b.demo_request_id = p_demo_request_id and b.status = 'booked';
  if found then
    return;
  end if;

  for v_rep in
    select r.user_id, r.buffer_minutes
      from public.demo_reps as r
     where r.user_id = any (p_rep_ids) and r.active
     order by r.last_booked_at nulls first, r.user_id
  loop
    begin
      insert into public.demo_bookings
        (demo_request_id, rep_id, starts_at, ends_at, blocked_during, visitor_time_zone)
      values
        (p_demo_request_id, v_rep.user_id, p_starts_at, p_ends_at,
         tstzrange(p_starts_at - make_interval(secs => v_rep.buffer_minutes * 30),
                   p_ends_at + make_interval(secs => v_rep.buffer_minutes * 30)),
         p_visitor_time_zone)
      returning demo_bookings.id into v_id;
      update public.demo_reps as r set last_booked_at = now() where r.user_id = v_rep.user_id;
      return query select v_id, v_rep.user_id, p_starts_at, p_ends_at, false;
      return;
    exception
      when exclusion_violation then
        null; -- this rep was booked meanwhile: the next one
      when unique_violation then
        -- The same request booked at the same moment by another call: answer that booking.
        return query
          select b.id, b.rep_id, b.starts_at, b.ends_at, true
            from public.demo_bookings as b
           where b.demo_request_id = p_demo_request_id and b.status = 'booked';
        return;
    end;
  end loop;
end;
$$;

-- 4. What the slot computation reads --------------------------------------------------------------
-- The active reps with their hours and days off, and the live bookings overlapping [p_from, p_to).
create function public.demo_availability_data(p_from timestamptz, p_to timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'reps', coalesce((
      select jsonb_agg(jsonb_build_object(
        'repId', r.user_id,
        'timeZone', r.time_zone,
        'minimumNoticeMinutes', r.minimum_notice_minutes,
        'bufferMinutes', r.buffer_minutes,
        'hours', coalesce((
          select jsonb_agg(jsonb_build_object(
            'weekday', h.weekday, 'start', to_char(h.start_time, 'HH24:MI'), 'end', to_char(h.end_time, 'HH24:MI')
          ) order by h.weekday, h.start_time)
            from public.demo_rep_hours as h where h.rep_id = r.user_id), '[]'::jsonb),
        'daysOff', coalesce((
          select jsonb_agg(to_char(o.day, 'YYYY-MM-DD') order by o.day)
            from public.demo_rep_days_off as o where o.rep_id = r.user_id), '[]'::jsonb)
      ) order by r.user_id)
        from public.demo_reps as r where r.active), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object('repId', b.rep_id, 'start', b.starts_at, 'end', b.ends_at))
        from public.demo_bookings as b
       where b.status = 'booked' and b.starts_at < p_to + interval '1 day' and b.ends_at > p_from - interval '1 day'), '[]'::jsonb)
  );
$$;

-- 5. Access ---------------------------------------------------------------------------------------
alter table public.demo_reps enable row level security;
alter table public.demo_rep_hours enable row level security;
alter table public.demo_rep_days_off enable row level security;
alter table public.demo_bookings enable row level security;

revoke all on table public.demo_reps, public.demo_rep_hours, public.demo_rep_days_off, public.demo_bookings
  from anon, authenticated;
grant select, insert, delete, update (time_zone, minimum_notice_minutes, buffer_minutes, active)
  on table public.demo_reps to authenticated;
grant select, insert, delete on table public.demo_rep_hours, public.demo_rep_days_off to authenticated;
grant select on table public.demo_bookings to authenticated;
grant all on table public.demo_reps, public.demo_rep_hours, public.demo_rep_days_off, public.demo_bookings
  to service_role;

create policy "Lead staff read demo reps" on public.demo_reps
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff add demo reps" on public.demo_reps
  for insert to authenticated with check ((select public.staff_can('leads')));
create policy "Lead staff change demo reps" on public.demo_reps
  for update to authenticated
  using ((select public.staff_can('leads'))) with check ((select public.staff_can('leads')));
create policy "Lead staff remove demo reps" on public.demo_reps
  for delete to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff read demo rep hours" on public.demo_rep_hours
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff add demo rep hours" on public.demo_rep_hours
  for insert to authenticated with check ((select public.staff_can('leads')));
create policy "Lead staff remove demo rep hours" on public.demo_rep_hours
  for delete to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff read demo rep days off" on public.demo_rep_days_off
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff add demo rep days off" on public.demo_rep_days_off
  for insert to authenticated with check ((select public.staff_can('leads')));
create policy "Lead staff remove demo rep days off" on public.demo_rep_days_off
  for delete to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff read demo bookings" on public.demo_bookings
  for select to authenticated using ((select public.staff_can('leads')));

revoke execute on function public.book_demo(uuid, timestamptz, timestamptz, text, uuid[]) from public, anon, authenticated;
revoke execute on function public.demo_availability_data(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.book_demo(uuid, timestamptz, timestamptz, text, uuid[]) to service_role;
grant execute on function public.demo_availability_data(timestamptz, timestamptz) to service_role;
