-- Local demo data: applied once, on the first start of a fresh local database (never in production).

-- A confirmed local admin: admin@example.com / admin-local-password.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  '6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  'authenticated',
  'authenticated',
  'admin@example.com',
  extensions.crypt('admin-local-password', extensions.gen_salt('bf', 10)),
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Local Admin"}',
  now(),
  now(),
  '', '', '', ''
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  '6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  '6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  '{"sub": "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b", "email": "admin@example.com", "email_verified": true, "phone_verified": false}',
  'email',
  now(),
  now(),
  now()
);

insert into public.user_roles (user_id, role)
values ('6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'admin');

-- The local admin is the one sales rep taking demos: weekdays 09:00-17:00 New York time, so the
-- home page's "Pick a time now" offers slots on a fresh start.
insert into public.demo_reps (user_id, time_zone)
values ('6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'America/New_York');
insert into public.demo_rep_hours (rep_id, weekday, start_time, end_time)
select '6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', weekday, '09:00', '17:00' from generate_series(1, 5) as weekday;

insert into public.how_it_works_images (image_url, title, description, display_order) values
  ('/how-it-works/assessment-analysis.svg', 'Assessment & Analysis',
   'We map your attack surface, scan for vulnerabilities and benchmark your current defenses against industry frameworks.', 1),
  ('/how-it-works/customized-security-plan.svg', 'Customized Security Plan',
   'Our architects turn the findings into a prioritized roadmap tailored to your risks, compliance needs and budget.', 2),
  ('/how-it-works/implementation-integration.svg', 'Implementation & Integration',
   'We deploy and tune the controls, connecting SIEM, endpoints, cloud and network so every signal flows to one place.', 3),
  ('/how-it-works/continuous-monitoring.svg', 'Continuous Monitoring',
   'Our 24/7 SOC watches, hunts and responds around the clock, with reports that show your security posture improving.', 4);

insert into public.customer_logos (logo_url, alt_text, company_name, display_order) values
  ('/logos/veridian-bank.svg', 'Veridian Bank logo', 'Veridian Bank', 1),
  ('/logos/helix-energy.svg', 'Helix Energy logo', 'Helix Energy', 2),
  ('/logos/aurora-health.svg', 'Aurora Health logo', 'Aurora Health', 3),
  ('/logos/stratos-telecom.svg', 'Stratos Telecom logo', 'Stratos Telecom', 4),
  ('/logos/meridian-freight.svg', 'Meridian Freight logo', 'Meridian Freight', 5),
  ('/logos/quantra-labs.svg', 'Quantra Labs logo', 'Quantra Labs', 6),
  ('/logos/bluepeak-retail.svg', 'Bluepeak Retail logo', 'Bluepeak Retail', 7),
  ('/logos/cobalt-insurance.svg', 'Cobalt Insurance logo', 'Cobalt Insurance', 8);

-- What lead delivery's cron job reads from Vault (README "Deploying" creates them on a hosted
-- project): the API the local stack serves on (config.toml [api] port) and its well-known local
-- service role key. Tests on other ports point project_url at their own stack.
select vault.create_secret('http://127.0.0.1:54321', 'project_url', 'Where scheduled jobs reach the Edge Functions');
select vault.create_secret(
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  'lead_delivery_key',
  'The service role key deliver-lead-emails accepts'
);
