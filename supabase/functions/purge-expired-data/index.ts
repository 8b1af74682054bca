// Edge Function: deletes leads, closed security reports and job applications (with their CVs) past their retention periods
// (_rules/retention.ts). Supabase Cron calls it daily through pg_net with the service role key
// (migration 20261127000700_retention.sql); it accepts no other caller.
// All logic lives in ../_shared (runtime-neutral, unit-tested in Node); this file only wires Deno.
import { serviceClient } from "../_shared/lead-deps.ts";
import { purgeExpiredData } from "../_shared/retention-purge.ts";
import { createServiceRoleHandler, serviceKeysFrom } from "../_shared/service-role-http.ts";

const env = Deno.env.toObject();
const client = serviceClient(env);
Deno.serve(
  createServiceRoleHandler({ name: "the retention purge", run: () => purgeExpiredData(client) }, serviceKeysFrom(env)),
);
