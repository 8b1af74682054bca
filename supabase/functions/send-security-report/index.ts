// Edge Function: stores a vulnerability report from the /security page and queues its two emails
// (to SECURITY_INBOX, and to the reporter with the report's reference), answers, then makes the
// first delivery attempt; deliver-lead-emails retries the rest. The same pipeline as the lead forms.
// All logic lives in ../_shared (runtime-neutral, unit-tested in Node); this file only wires Deno.
import { createLeadDepsFromEnv } from "../_shared/lead-deps.ts";
import { createLeadHttpHandler } from "../_shared/lead-http.ts";

Deno.serve(createLeadHttpHandler("security", createLeadDepsFromEnv(Deno.env.toObject())));
