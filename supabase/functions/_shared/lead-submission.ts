import type { LeadContext } from "@rules/lead-context.ts";
import type { ContactLead, DemoLead } from "@rules/lead-validation.ts";
import type { SecurityReport } from "@rules/security-report-validation.ts";

/**
 * What a visitor sent, after validation: which form, and its clean values. A security report also
 * carries the reference made for it, which its acknowledgement quotes and the database keeps.
 */
export type LeadSubmission =
  | { kind: "contact"; lead: ContactLead }
  | { kind: "demo"; lead: DemoLead }
  | { kind: "security"; lead: SecurityReport; reference: string };

export type LeadKind = LeadSubmission["kind"];

/** Facts about the request that are stored with the lead (for abuse handling, not shown to visitors). */
export interface LeadRequestMeta {
  /** First hop of x-forwarded-for, or "" when unknown. */
  clientIp: string;
  userAgent: string;
  /** A contact message's or demo request's attribution and consent, as the form sent them. */
  context?: LeadContext;
}
