// Edge Function: sends queued lead emails (claim -> send -> record, with retries and back-off).
// Supabase Cron calls it every lead_delivery_interval_seconds() through pg_net (migration
// 20261127000200_leads.sql); the local stack's scheduler calls it on the same interval.
// All logic lives in ../_shared (runtime-neutral, unit-tested in Node); this file only wires Deno.
import { createDeliveryDepsFromEnv } from "../_shared/lead-deps.ts";
import { createDeliveryHttpHandler, serviceKeysFrom } from "../_shared/lead-delivery-http.ts";

const env = Deno.env.toObject();
Deno.serve(createDeliveryHttpHandler(createDeliveryDepsFromEnv(env), serviceKeysFrom(env)));
