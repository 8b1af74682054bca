-- The leads workflow: notes, an owner, and each lead's history, which is its rows of the audit
-- trail (one record, not a second table). Lead staff (staff_can('leads')) read and write all three;
-- nobody edits or deletes a note (it is part of the record); a lead's notes go with the lead
-- (retention, erasure), as its emails do.
--
--   1. lead_notes, their author, their audit (lead.note) and their cascade
--   2. owner_id on both lead tables, its audit (lead.owner) and lead_inbox's new column
--   3. lead_history() and lead_staff(): what the lead dialog reads
--
-- Depends on 20261127000200_leads.sql and 20261127000500_audit_log.sql.

-- 1. Notes ---------------------------------------------------------------------------------------
-- The limit is src/features/admin/leads/lead-notes.tsx's NOTE_MAX_LENGTH.
create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_kind text not null check (lead_kind in ('contact', 'demo')),
  lead_id uuid not null,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index lead_notes_lead_idx on public.lead_notes (lead_kind, lead_id, created_at desc);

-- The author is whoever is signed in, whatever the request says; the lead must exist.
create function public.stamp_lead_note()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.author_id := (select auth.uid());
  new.author_email := (select users.email::text from auth.users as users where users.id = new.author_id);
  new.created_at := now();
  if not exists (
    select 1 from public.contact_messages as c where new.lead_kind = 'contact' and c.id = new.lead_id
    union all
    select 1 from public.demo_requests as d where new.lead_kind = 'demo' and d.id = new.lead_id
  ) then
    raise exception 'No such lead.' using errcode = '23503';
  end if;
  return new;
end;
$$;

create trigger lead_notes_stamp before insert on public.lead_notes
  for each row execute function public.stamp_lead_note();

create function public.audit_lead_note()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.record_audit(
    'lead.note',
    case new.lead_kind when 'contact' then 'contact_messages' else 'demo_requests' end,
    new.lead_id::text,
    jsonb_build_object('note_id', new.id)
  );
  return null;
end;
$$;

create trigger lead_notes_audit after insert on public.lead_notes
  for each row execute function public.audit_lead_note();

create function public.delete_lead_notes()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.lead_notes as n where n.lead_kind = tg_argv[0] and n.lead_id = old.id;
  return old;
end;
$$;

create trigger contact_messages_delete_notes after delete on public.contact_messages
  for each row execute function public.delete_lead_notes('contact');
create trigger demo_requests_delete_notes after delete on public.demo_requests
  for each row execute function public.delete_lead_notes('demo');

alter table public.lead_notes enable row level security;
revoke all on table public.lead_notes from anon, authenticated;
-- Whatever a caller sends for author_id, author_email or created_at, stamp_lead_note() replaces.
grant select, insert on table public.lead_notes to authenticated;
grant all on table public.lead_notes to service_role;

create policy "Lead staff read notes" on public.lead_notes
  for select to authenticated using ((select public.staff_can('leads')));
create policy "Lead staff add notes" on public.lead_notes
  for insert to authenticated with check ((select public.staff_can('leads')));

-- 2. Owner ---------------------------------------------------------------------------------------
alter table public.contact_messages add column owner_id uuid references auth.users (id) on delete set null;
alter table public.demo_requests add column owner_id uuid references auth.users (id) on delete set null;
grant update (owner_id) on table public.contact_messages, public.demo_requests to authenticated;

-- lead.owner, with both addresses as they are now (the history reads them without a join).
create function public.audit_owner_change()
returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.record_audit(
    'lead.owner', tg_table_name, new.id::text,
    jsonb_build_object(
      'from', (select users.email::text from auth.users as users where users.id = old.owner_id),
      'to', (select users.email::text from auth.users as users where users.id = new.owner_id)
    )
  );
  return null;
end;
$$;

create trigger contact_messages_audit_owner
  after update of owner_id on public.contact_messages
  for each row when (old.owner_id is distinct from new.owner_id)
  execute function public.audit_owner_change();
create trigger demo_requests_audit_owner
  after update of owner_id on public.demo_requests
  for each row when (old.owner_id is distinct from new.owner_id)
  execute function public.audit_owner_change();

-- As in 20261127000200_leads.sql, with owner_id last.
create or replace view public.lead_inbox
with (security_invoker = true)
as
  select 'demo'::text as kind, d.id, d.created_at, d.updated_at, d.full_name, d.email, d.company,
         null::text as phone, null::text as service, null::text as message,
         d.status, d.email_status, d.email_error, d.email_attempts,
         lower(concat_ws(' ', d.full_name, d.email, d.company)) as search_text,
         d.owner_id
    from public.demo_requests as d
  union all
  select 'contact'::text, c.id, c.created_at, c.updated_at, c.full_name, c.email, c.company,
         c.phone, c.service, c.message,
         c.status, c.email_status, c.email_error, c.email_attempts,
         lower(concat_ws(' ', c.full_name, c.email, c.company, c.phone, c.service, c.message)),
         c.owner_id
    from public.contact_messages as c;

-- 3. What the lead dialog reads -------------------------------------------------------------------
-- The lead's rows of the audit trail, newest first: status and owner changes, notes, resends.
-- Lead staff read them here without the audit permission (which shows every staff action).
create function public.lead_history(p_kind text, p_lead_id uuid)
returns table (at timestamptz, actor_email text, action text, detail jsonb)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_staff('leads');
  return query
    select a.at, a.actor_email, a.action, a.detail
      from public.audit_log as a
     where a.target_table = case p_kind when 'contact' then 'contact_messages' when 'demo' then 'demo_requests' end
       and a.target_id = p_lead_id::text
     order by a.at desc, a.id desc
     limit 200;
end;
$$;

-- Who a lead can be given to: everyone whose role grants `leads`.
create function public.lead_staff()
returns table (user_id uuid, email text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.require_staff('leads');
  return query
    select distinct users.id, users.email::text
      from public.user_roles as roles
      join public.staff_role_permissions as grants on grants.role = roles.role and grants.permission = 'leads'
      join auth.users as users on users.id = roles.user_id
     order by 2;
end;
$$;

revoke execute on function public.stamp_lead_note(), public.audit_lead_note(), public.delete_lead_notes(),
  public.audit_owner_change() from public, anon, authenticated, service_role;
revoke execute on function public.lead_history(text, uuid), public.lead_staff() from public, anon;
grant execute on function public.lead_history(text, uuid), public.lead_staff() to authenticated, service_role;

alter publication supabase_realtime add table public.lead_notes;
