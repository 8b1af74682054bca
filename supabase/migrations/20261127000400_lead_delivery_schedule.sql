-- The lead delivery schedule, declared one way everywhere. The leads baseline scheduled it only
-- where pg_cron and pg_net were available (hosted Supabase) and left it to the local stack's own
-- timer elsewhere; the local stack now provides both extensions (emulated on PGlite and on its
-- PostgreSQL 15 test cluster), so the job is the same on every database: Supabase Cron calls
-- public.invoke_lead_delivery() every minute, which posts to the Edge Function
-- deliver-lead-emails with the Vault secrets project_url and lead_delivery_key.
-- cron.schedule() with an existing job name replaces that job, so where the baseline already
-- registered it nothing changes.
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

select cron.schedule('deliver-lead-emails', '* * * * *', 'select public.invoke_lead_delivery()');

-- The interval the local stack's timer read; the job above is now the only statement of it.
drop function public.lead_delivery_interval_seconds();
