-- Storage for uploaded images: two public buckets and who may write to them.
--   site-media  images the admin area puts on the site (logos, how-it-works pictures): anyone
--               reads them through their public URL; only admins list, upload, replace or delete.
--   avatars     profile pictures at avatars/<user id>/<file>: anyone reads them through their
--               public URL; a signed-in user lists and writes only inside their own folder.
-- Both take PNG, JPEG, WebP and AVIF only. SVG is refused: an SVG can carry script, and hosted
-- Storage serves it inline from the project's origin, so refusing it is the only rule that holds
-- in every environment. Public buckets are read without RLS; these policies decide the rest.
-- Depends on public.is_admin(uuid) and public.admin_assurance_ok().

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('site-media', 'site-media', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/avif']),
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- site-media: admins only, with the same check as every other admin table: is_admin() and, for an
-- admin who has a verified second factor, an aal2 session (admin_assurance_ok(), 20261124000200).
create policy "Admins can list site media"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'site-media' and public.is_admin((select auth.uid())) and public.admin_assurance_ok());

create policy "Admins can upload site media"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'site-media' and public.is_admin((select auth.uid())) and public.admin_assurance_ok());

create policy "Admins can replace site media"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'site-media' and public.is_admin((select auth.uid())) and public.admin_assurance_ok())
  with check (bucket_id = 'site-media' and public.is_admin((select auth.uid())) and public.admin_assurance_ok());

create policy "Admins can delete site media"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'site-media' and public.is_admin((select auth.uid())) and public.admin_assurance_ok());

-- avatars: the first folder of the object name is the owner's user id.
create policy "Users can list their own avatar folder"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users can upload into their own avatar folder"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users can replace files in their own avatar folder"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users can delete files in their own avatar folder"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
