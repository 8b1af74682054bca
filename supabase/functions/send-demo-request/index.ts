// Edge Function: stores a demo request and queues its two emails (to sales, to the visitor),
// answers, then makes the first delivery attempt; deliver-lead-emails retries the rest.
// All logic lives in ../_shared (runtime-neutral, unit-tested in Node); this file only wires Deno.
import { createLeadDepsFromEnv } from "../_shared/lead-deps.ts";
import { createLeadHttpHandler } from "../_shared/lead-http.ts";

Deno.serve(createLeadHttpHandler("demo", createLeadDepsFromEnv(Deno.env.toObject())));
