-- Data requests: "what do you hold about me?" and "erase it", answered by staff whose role grants
-- data_requests, for one email address across every place the site keeps personal data:
-- contact messages, demo requests and security reports (with their stored emails and delivery
-- attempts), the account (auth.users with its profile metadata, identities, factors, sessions,
-- roles) and the account's avatar files.
--
--   export_personal_data(p_email) -> jsonb   everything held, as one JSON document
--   erase_personal_data(p_email)  -> jsonb   deletes it all in one transaction; what went
--
-- Files are the Storage API's: SQL may not delete storage.objects rows (storage.protect_delete),
-- since that would orphan the files. So the admin area removes the avatar files the export lists
-- with supabase.storage.from('avatars').remove(paths) first (the policies below let data-request
-- staff do that), and erase_personal_data() refuses while any remain, so an erasure is never
-- partial. Both are recorded in the audit log (data_request.export, data_request.erase) with the
-- address's SHA-256, never the address itself: an erasure leaves no copy of it behind, and whoever
-- knows the address can still find its requests. Rows of the audit log whose actor was the erased
-- account are kept (what staff did stays on record; the log is append-only).
--
-- Depends on 20261127000500_audit_log.sql and 20261127000600_security_reports.sql.

insert into public.staff_permissions (permission, description) values
  ('data_requests', 'Find, export and erase everything held about an email address');
insert into public.staff_role_permissions (role, permission) values ('admin', 'data_requests');

-- The address as every lookup compares it; refuses what cannot be an address.
create function public.data_request_email(p_email text)
returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_email text := lower(btrim(p_email));
begin
  if v_email is null or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+$' or char_length(v_email) > 254 then
    raise exception 'Enter the email address the request is about.' using errcode = '22023';
  end if;
  return v_email;
end;
$$;

-- A lead table's rows for an address, each with its messages and their attempts.
create function public.personal_data_leads(p_kind text, p_email text)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_table text := case p_kind
    when 'contact' then 'contact_messages'
    when 'demo' then 'demo_requests'
    when 'security' then 'security_reports'
  end;
  v_rows jsonb;
begin
  execute format(
    $q$select coalesce(jsonb_agg(to_jsonb(lead) || jsonb_build_object('emails', (
         select coalesce(jsonb_agg(to_jsonb(e) || jsonb_build_object('attempts', (
                  select coalesce(jsonb_agg(to_jsonb(a) order by a.started_at), '[]')
                    from public.lead_email_attempts as a where a.email_id = e.id
                )) order by e.created_at, e.purpose), '[]')
           from public.lead_emails as e where e.lead_kind = $1 and e.lead_id = lead.id
       )) order by lead.created_at), '[]')
       from public.%I as lead where lower(lead.email) = $2$q$,
    v_table
  ) into v_rows using p_kind, p_email;
  return v_rows;
end;
$$;

create function public.export_personal_data(p_email text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_user auth.users;
  v_result jsonb;
begin
  perform public.require_staff('data_requests');
  v_email := public.data_request_email(p_email);
  select * into v_user from auth.users as u where lower(u.email) = v_email limit 1;
  v_result := jsonb_build_object(
    'email', v_email,
    'exported_at', now(),
    'contact_messages', public.personal_data_leads('contact', v_email),
    'demo_requests', public.personal_data_leads('demo', v_email),
    'security_reports', public.personal_data_leads('security', v_email),
    'account', case when v_user.id is null then null else jsonb_build_object(
      'id', v_user.id,
      'email', v_user.email,
      'phone', v_user.phone,
      'created_at', v_user.created_at,
      'updated_at', v_user.updated_at,
      'email_confirmed_at', v_user.email_confirmed_at,
      'last_sign_in_at', v_user.last_sign_in_at,
      'profile', coalesce(v_user.raw_user_meta_data, '{}'),
      'app_metadata', coalesce(v_user.raw_app_meta_data, '{}'),
      'identities', (select coalesce(jsonb_agg(jsonb_build_object(
          'provider', i.provider, 'identity_data', i.identity_data, 'created_at', i.created_at,
          'last_sign_in_at', i.last_sign_in_at) order by i.created_at), '[]')
        from auth.identities as i where i.user_id = v_user.id),
      'mfa_factors', (select coalesce(jsonb_agg(jsonb_build_object(
          'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
          'created_at', f.created_at) order by f.created_at), '[]')
        from auth.mfa_factors as f where f.user_id = v_user.id),
      'sessions', (select coalesce(jsonb_agg(jsonb_build_object(
          'created_at', s.created_at, 'updated_at', s.updated_at, 'user_agent', s.user_agent, 'ip', s.ip)
          order by s.created_at), '[]')
        from auth.sessions as s where s.user_id = v_user.id),
      'roles', (select coalesce(jsonb_agg(jsonb_build_object('role', r.role, 'granted_at', r.created_at)
          order by r.created_at), '[]')
        from public.user_roles as r where r.user_id = v_user.id),
      'avatars', (select coalesce(jsonb_agg(o.name order by o.name), '[]')
        from storage.objects as o
       where o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = v_user.id::text)
    ) end
  );
  perform public.record_audit('data_request.export', 'email', encode(sha256(convert_to(v_email, 'UTF8')), 'hex'),
    jsonb_build_object(
      'contact_messages', jsonb_array_length(v_result -> 'contact_messages'),
      'demo_requests', jsonb_array_length(v_result -> 'demo_requests'),
      'security_reports', jsonb_array_length(v_result -> 'security_reports'),
      'account', v_user.id is not null
    ));
  return v_result;
end;
$$;

create function public.erase_personal_data(p_email text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_user_id uuid;
  v_contact integer;
  v_demo integer;
  v_reports integer;
  v_result jsonb;
begin
  perform public.require_staff('data_requests');
  v_email := public.data_request_email(p_email);
  select u.id into v_user_id from auth.users as u where lower(u.email) = v_email limit 1;
  if v_user_id is not null and exists (
    select 1 from storage.objects as o
     where o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = v_user_id::text
  ) then
    raise exception 'Remove the account''s avatar files first (the export lists them), then erase again.'
      using errcode = 'P0001';
  end if;

  -- Their messages and attempts go with each lead (delete_lead_emails and the foreign key).
  delete from public.contact_messages as c where lower(c.email) = v_email;
  get diagnostics v_contact = row_count;
  delete from public.demo_requests as d where lower(d.email) = v_email;
  get diagnostics v_demo = row_count;
  delete from public.security_reports as r where lower(r.email) = v_email;
  get diagnostics v_reports = row_count;
  -- Identities, sessions, factors and roles cascade; removing a role is audited, and the last
  -- admin or the caller's own admin role refuses (guard_admin_revocation), undoing all of it.
  if v_user_id is not null then
    delete from auth.users as u where u.id = v_user_id;
  end if;

  v_result := jsonb_build_object(
    'contact_messages', v_contact, 'demo_requests', v_demo, 'security_reports', v_reports,
    'account', v_user_id is not null
  );
  perform public.record_audit('data_request.erase', 'email', encode(sha256(convert_to(v_email, 'UTF8')), 'hex'), v_result);
  return v_result;
end;
$$;

-- Data-request staff list and remove an account's avatar files through the Storage API.
create policy "Data request staff list avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (select public.staff_can('data_requests')));
create policy "Data request staff remove avatars" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (select public.staff_can('data_requests')));

revoke execute on function public.data_request_email(text) from public, anon, authenticated, service_role;
revoke execute on function public.personal_data_leads(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.export_personal_data(text) from public, anon;
revoke execute on function public.erase_personal_data(text) from public, anon;
grant execute on function public.export_personal_data(text) to authenticated;
grant execute on function public.erase_personal_data(text) to authenticated;
