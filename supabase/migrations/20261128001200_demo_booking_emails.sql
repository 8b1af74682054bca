-- Demo booking, continued: confirmation emails with calendar invitations, and the visitor's
-- cancel and reschedule through signed links (the manage-demo Edge Function,
-- _shared/demo-manage.ts). The emails go through the lead emails' outbox.
--
--   1. demo_bookings: the invitation's SEQUENCE, the booking a reschedule replaced, and the
--      status 'rescheduled'
--   2. lead_emails: a booking's messages (booking_id) and their four purposes
--   3. demo_booking_mail_data(): what the emails say
--   4. queue_demo_booking_emails(): one message per booking and purpose, however often asked
--   5. cancel_demo_booking(), reschedule_demo_booking(): the database decides, as book_demo() does
--   6. Access
--
-- One calendar event per demo request: its UID stays when the time moves, and every message about
-- it carries a higher SEQUENCE than the last (RFC 5545 3.8.7.4), so calendars update it in place.

-- 1. Bookings -------------------------------------------------------------------------------------
alter table public.demo_bookings
  add column sequence integer not null default 0 check (sequence >= 0),
  add column replaces uuid references public.demo_bookings (id) on delete set null;

-- 'rescheduled': moved to another time; the booking that replaces it names it in `replaces`.
alter table public.demo_bookings drop constraint demo_bookings_status_check;
alter table public.demo_bookings add constraint demo_bookings_status_check
  check (status in ('booked', 'cancelled', 'rescheduled'));

-- A booking's invitation is sequence n; its cancellation n + 1; so the next booking of the same
-- request (a reschedule, or a new booking after a cancellation) starts at the last one's n + 2.
create function public.number_demo_booking()
returns trigger
language plpgsql set search_path = '' as $$
begin
  new.sequence := coalesce(
    (select max(b.sequence) + 2 from public.demo_bookings as b where b.demo_request_id = new.demo_request_id), 0);
  return new;
end;
$$;

create trigger demo_bookings_number
  before insert on public.demo_bookings
  for each row execute function public.number_demo_booking();

-- 2. The booking's emails -------------------------------------------------------------------------
-- invitation / rep-invitation: METHOD:REQUEST to the visitor and the rep; cancellation /
-- rep-cancellation: METHOD:CANCEL. A lead's own emails keep one message per purpose.
alter table public.lead_emails
  add column booking_id uuid references public.demo_bookings (id) on delete cascade;

alter table public.lead_emails drop constraint lead_emails_purpose_check;
alter table public.lead_emails add constraint lead_emails_purpose_check check (
  (booking_id is null and purpose in ('notification', 'acknowledgement'))
  or (booking_id is not null and lead_kind = 'demo'
      and purpose in ('invitation', 'rep-invitation', 'cancellation', 'rep-cancellation'))
);

alter table public.lead_emails drop constraint lead_emails_lead_kind_lead_id_purpose_key;
create unique index lead_emails_one_per_lead_purpose on public.lead_emails (lead_kind, lead_id, purpose)
  where booking_id is null;
create unique index lead_emails_one_per_booking_purpose on public.lead_emails (booking_id, purpose)
  where booking_id is not null;

-- 3. What the emails say --------------------------------------------------------------------------
-- The booking, its rep (address and name from the account: auth.users is not exposed to the API)
-- and the visitor who asked. Null for an unknown booking.
create function public.demo_booking_mail_data(p_booking_id uuid)
returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', b.id,
    'demoRequestId', b.demo_request_id,
    'start', b.starts_at,
    'end', b.ends_at,
    'visitorTimeZone', b.visitor_time_zone,
    'status', b.status,
    'sequence', b.sequence,
    'replaces', b.replaces,
    'rep', jsonb_build_object(
      'id', r.user_id,
      'email', u.email::text,
      'name', coalesce(u.raw_user_meta_data ->> 'full_name', u.raw_user_meta_data ->> 'name'),
      'timeZone', r.time_zone),
    'visitor', jsonb_build_object('fullName', d.full_name, 'email', d.email, 'company', d.company)
  )
    from public.demo_bookings as b
    join public.demo_reps as r on r.user_id = b.rep_id
    join auth.users as u on u.id = r.user_id
    join public.demo_requests as d on d.id = b.demo_request_id
   where b.id = p_booking_id;
$$;

-- 4. Queueing them --------------------------------------------------------------------------------
-- p_emails: [{ id, purpose, message_id, message }]. A message already queued for the booking and
-- purpose stays as it is, so a retried call queues nothing twice. Answers the ids of the new ones.
create function public.queue_demo_booking_emails(p_booking_id uuid, p_emails jsonb)
returns setof uuid
language sql set search_path = '' as $$
  insert into public.lead_emails (id, lead_kind, lead_id, booking_id, purpose, message, message_id)
  select (item ->> 'id')::uuid, 'demo', b.demo_request_id, b.id, item ->> 'purpose', item -> 'message',
         item ->> 'message_id'
    from public.demo_bookings as b, jsonb_array_elements(p_emails) as item
   where b.id = p_booking_id
  on conflict do nothing
  returning id;
$$;

-- 5. Cancel and reschedule ------------------------------------------------------------------------
-- Cancels a live booking, which frees its time. Answers the booking's status now and whether this
-- call changed it (a repeated click finds it cancelled already); nothing for an unknown booking.
create function public.cancel_demo_booking(p_booking_id uuid)
returns table (id uuid, status text, changed boolean)
language plpgsql set search_path = '' as $$
begin
  return query
    update public.demo_bookings as b
       set status = 'cancelled', cancelled_at = now()
     where b.id = p_booking_id and b.status = 'booked'
    returning b.id, b.status, true;
  if found then
    return;
  end if;
  return query select b.id, b.status, false from public.demo_bookings as b where b.id = p_booking_id;
end;
$$;

-- Moves a live booking to another time, in one transaction: the old one becomes 'rescheduled' and
-- a new one (replaces = the old) is booked with the first of p_rep_ids the constraint lets in, the
-- same rep first when free, then least recently booked. When none is free, raises
-- exclusion_violation and nothing changes. A booking already moved to this very time answers its
-- replacement (a retried request); one cancelled or moved elsewhere raises 'object not in
-- prerequisite state' (55000).
create function public.reschedule_demo_booking(
  p_booking_id uuid,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_visitor_time_zone text,
  p_rep_ids uuid[]
)
returns table (id uuid, rep_id uuid, starts_at timestamptz, ends_at timestamptz, existing boolean)
language plpgsql set search_path = '' as $$
declare
  v_old public.demo_bookings;
  v_rep record;
  v_id uuid;
begin
  select * into v_old from public.demo_bookings as b where b.id = p_booking_id for update;
  if not found then
    raise exception 'No such booking.' using errcode = 'P0002';
  end if;
  if v_old.status = 'rescheduled' then
    return query
      select b.id, b.rep_id, b.starts_at, b.ends_at, true
        from public.demo_bookings as b
       where b.replaces = v_old.id and b.status = 'booked' and b.starts_at = p_starts_at;
    if found then
      return;
    end if;
  end if;
  if v_old.status <> 'booked' then
    raise exception 'This booking was % and can no longer be moved.', v_old.status using errcode = '55000';
  end if;
  if v_old.starts_at = p_starts_at then
    return query select v_old.id, v_old.rep_id, v_old.starts_at, v_old.ends_at, true;
    return;
  end if;

  update public.demo_bookings as b set status = 'rescheduled', cancelled_at = now() where b.id = v_old.id;
  for v_rep in
    select r.user_id, r.buffer_minutes
      from public.demo_reps as r
     where r.user_id = any (p_rep_ids) and r.active
     order by r.user_id = v_old.rep_id desc, r.last_booked_at nulls first, r.user_id
  loop
    begin
      insert into public.demo_bookings
        (demo_request_id, rep_id, starts_at, ends_at, blocked_during, visitor_time_zone, replaces)
      values
        (v_old.demo_request_id, v_rep.user_id, p_starts_at, p_ends_at,
         tstzrange(p_starts_at - make_interval(secs => v_rep.buffer_minutes * 30),
                   p_ends_at + make_interval(secs => v_rep.buffer_minutes * 30)),
         p_visitor_time_zone, v_old.id)
      returning demo_bookings.id into v_id;
      update public.demo_reps as r set last_booked_at = now() where r.user_id = v_rep.user_id;
      return query select v_id, v_rep.user_id, p_starts_at, p_ends_at, false;
      return;
    exception
      when exclusion_violation then
        null; -- this rep was booked meanwhile: the next one
    end;
  end loop;
  -- Undoes the old booking's change too: the visitor keeps the time they had.
  raise exception 'That time was just taken.' using errcode = '23P01';
end;
$$;

-- 6. Access ---------------------------------------------------------------------------------------
revoke execute on function public.number_demo_booking() from public, anon, authenticated, service_role;
revoke execute on function public.demo_booking_mail_data(uuid), public.queue_demo_booking_emails(uuid, jsonb),
  public.cancel_demo_booking(uuid), public.reschedule_demo_booking(uuid, timestamptz, timestamptz, text, uuid[])
  from public, anon, authenticated;
grant execute on function public.demo_booking_mail_data(uuid), public.queue_demo_booking_emails(uuid, jsonb),
  public.cancel_demo_booking(uuid), public.reschedule_demo_booking(uuid, timestamptz, timestamptz, text, uuid[])
  to service_role;
