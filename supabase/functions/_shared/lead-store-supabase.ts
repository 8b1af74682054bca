// The lead store and rate limiter on Supabase, through supabase-js with the service role key
// (which bypasses RLS: visitors have no direct access to the leads tables).

import type { SupabaseClient } from "@supabase/supabase-js";
import type { EmailOutcome, LeadStore, RateLimitDecision, RateLimiter } from "./lead-ports.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";

const TABLES: Record<LeadKind, string> = { contact: "contact_messages", demo: "demo_requests" };

const orNull = (value: string): string | null => (value === "" ? null : value);

function leadRow(submission: LeadSubmission, meta: LeadRequestMeta): Record<string, string | null> {
  const common = {
    full_name: submission.lead.fullName,
    email: submission.lead.email,
    client_ip: orNull(meta.clientIp),
    user_agent: orNull(meta.userAgent),
  };
  if (submission.kind === "demo") return { ...common, company: submission.lead.company };
  const { company, phone, service, message } = submission.lead;
  return { ...common, company: orNull(company), phone: orNull(phone), service: orNull(service), message };
}

export function createSupabaseLeadStore(client: SupabaseClient): LeadStore {
  return {
    async insertLead(submission, meta) {
      // The id is made here so the insert needs no returned representation (one round trip less).
      const id = crypto.randomUUID();
      const { error } = await client.from(TABLES[submission.kind]).insert({ id, ...leadRow(submission, meta) });
      if (error) throw new Error(`insert into ${TABLES[submission.kind]} failed: ${error.message}`);
      return { id };
    },
    async recordEmailOutcome(kind: LeadKind, id: string, outcome: EmailOutcome) {
      const { error } = await client
        .from(TABLES[kind])
        .update({ email_status: outcome.status, email_error: outcome.error, email_attempts: outcome.attempts })
        .eq("id", id);
      if (error) throw new Error(`update of ${TABLES[kind]} ${id} failed: ${error.message}`);
    },
  };
}

/** Backed by public.take_lead_rate_limit_slot, so all isolates and restarts share one count. */
export function createSupabaseRateLimiter(
  client: SupabaseClient,
  limit: { max: number; windowSeconds: number },
): RateLimiter {
  return {
    async take(keys: string[]): Promise<RateLimitDecision> {
      const { data, error } = await client.rpc("take_lead_rate_limit_slot", {
        p_keys: keys,
        p_max: limit.max,
        p_window_seconds: limit.windowSeconds,
      });
      if (error) throw new Error(`rate limit check failed: ${error.message}`);
      const retryAfterSeconds = Number(data);
      return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
    },
  };
}
