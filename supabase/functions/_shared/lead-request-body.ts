// Server-side entry to the form rules (leads and security reports): turns an untrusted parsed JSON body into form values
// (rejecting non-text fields, ignoring unknown ones) and hands them to the same validators the
// forms use.

import {
  CONTACT_FIELDS,
  type ContactLead,
  DEMO_FIELDS,
  type DemoLead,
  HONEYPOT_FIELD,
  type LeadField,
  type LeadValidationResult,
  SERVER_ONLY_ERRORS,
  validateContactForm,
  validateDemoForm,
  LEAD_BODY_MAX_BYTES,
  wrongTypeError,
} from "@rules/lead-validation.ts";
import {
  SECURITY_REPORT_BODY_MAX_BYTES,
  SECURITY_REPORT_FIELDS,
  type SecurityReport,
  validateSecurityReport,
} from "@rules/security-report-validation.ts";
import type { LeadKind } from "./lead-submission.ts";

type JsonObject = Record<string, unknown>;

function isJsonObject(body: unknown): body is JsonObject {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

// null and absent both mean "not given" (JSON has no undefined); any other non-string is refused.
function readTextFields<F extends LeadField>(
  body: unknown,
  fields: readonly F[],
): LeadValidationResult<Partial<Record<F, string>>> {
  if (!isJsonObject(body)) {
    const { title, description } = SERVER_ONLY_ERRORS.notAnObject;
    return { ok: false, error: { field: "body", title, description } };
  }
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = Object.hasOwn(body, field) ? body[field] : undefined;
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") return { ok: false, error: { field, ...wrongTypeError(field) } };
    values[field] = value;
  }
  return { ok: true, value: values };
}

export function parseContactRequest(body: unknown): LeadValidationResult<ContactLead> {
  const fields = readTextFields(body, CONTACT_FIELDS);
  return fields.ok ? validateContactForm(fields.value) : fields;
}

export function parseDemoRequest(body: unknown): LeadValidationResult<DemoLead> {
  const fields = readTextFields(body, DEMO_FIELDS);
  return fields.ok ? validateDemoForm(fields.value) : fields;
}

export function parseSecurityReportRequest(body: unknown): LeadValidationResult<SecurityReport> {
  const fields = readTextFields(body, SECURITY_REPORT_FIELDS);
  return fields.ok ? validateSecurityReport(fields.value) : fields;
}

/** The largest body each form's function reads; past it, 413 before parsing. */
export function bodyMaxBytes(kind: LeadKind): number {
  return kind === "security" ? SECURITY_REPORT_BODY_MAX_BYTES : LEAD_BODY_MAX_BYTES;
}

/** True when the hidden honeypot field carries anything at all. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!isJsonObject(body) || !Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = body[HONEYPOT_FIELD];
  if (value === null || value === undefined || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
