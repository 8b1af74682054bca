import type { ContactLead, DemoLead } from "@rules/lead-validation.ts";

/** What a visitor sent, after validation: which form, and its clean values. */
export type LeadSubmission = { kind: "contact"; lead: ContactLead } | { kind: "demo"; lead: DemoLead };

export type LeadKind = LeadSubmission["kind"];

/** Facts about the request that are stored with the lead (for abuse handling, not shown to visitors). */
export interface LeadRequestMeta {
  /** First hop of x-forwarded-for, or "" when unknown. */
  clientIp: string;
  userAgent: string;
}
