// The side effects the lead handler needs, as interfaces, so the handler stays a pure function
// that Node tests drive with fakes and the Deno entries drive with Supabase and SMTP/Resend.

import type { OutgoingEmail } from "./lead-emails.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";

export interface EmailOutcome {
  status: "sent" | "failed";
  /** Why sending failed (which email and the transport's message), null when sent. */
  error: string | null;
  attempts: number;
}

export interface LeadStore {
  /** Persists the lead with email_status 'pending'; resolves to the new row's id. */
  insertLead(submission: LeadSubmission, meta: LeadRequestMeta): Promise<{ id: string }>;
  recordEmailOutcome(kind: LeadKind, id: string, outcome: EmailOutcome): Promise<void>;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request against every key, or refuses if any key is over its limit. */
  take(keys: string[]): Promise<RateLimitDecision>;
}
