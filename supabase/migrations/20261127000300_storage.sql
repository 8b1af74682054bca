-- Storage for uploaded images: two public buckets and who may write to them.
--   site-media  images the admin area puts on the site (logos, how-it-works pictures): anyone
--               reads them through their public URL; staff with the site_content permission
--               list, upload, replace or delete.
--   avatars     profile pictures at avatars/<user id>/<file>: anyone reads them through their
--               public URL; a signed-in user lists and writes only inside their own folder.
-- Both take PNG, JPEG, WebP and AVIF only. SVG is refused: an SVG can carry script, and hosted
-- Storage serves it inline from the project's origin, so refusing it is the only rule that holds
-- in every environment. Public buckets are read without RLS; these policies decide the rest.
-- The bucket rows are the only statement of each bucket's size limit and types: the upload forms
-- read them (storage.getBucket) to explain a problem before a byte is sent.
-- Depends on staff_can() (20261127000000_staff_access.sql).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('site-media', 'site-media', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/avif']),
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A public bucket's settings are no secret: its files are readable by anyone anyway.
create policy "Anyone reads the settings of public buckets" on storage.buckets
  for select to anon, authenticated
  using (public);

create policy "Content staff list site media" on storage.objects
  for select to authenticated
  using (bucket_id = 'site-media' and (select public.staff_can('site_content')));
create policy "Content staff upload site media" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'site-media' and (select public.staff_can('site_content')));
create policy "Content staff replace site media" on storage.objects
  for update to authenticated
  using (bucket_id = 'site-media' and (select public.staff_can('site_content')))
  with check (bucket_id = 'site-media' and (select public.staff_can('site_content')));
create policy "Content staff delete site media" on storage.objects
  for delete to authenticated
  using (bucket_id = 'site-media' and (select public.staff_can('site_content')));

-- avatars: the first folder of the object name is the owner's user id.
create policy "Users list their own avatar folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users upload into their own avatar folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users replace files in their own avatar folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users delete files in their own avatar folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
