// The contact rules, limits and toast texts live with the Edge Functions: one rule, one place.
// This file is the app's door to what the form needs to render; the checks load on submit.
export { HONEYPOT_FIELD, SERVICE_OPTIONS, type ContactField } from "@rules/lead-fields.ts";
export { MESSAGE_MAX_LENGTH } from "@rules/lead-limits.ts";
export { characterCount } from "@rules/text-cleaning.ts";
export type { ContactLead } from "@rules/lead-validation.ts";

/** The validator and toast texts, loaded the first time the form is submitted. */
export const loadContactChecks = () => import("@rules/lead-validation.ts");
