// The one place where the contact and demo rules live. The forms import it to choose the toast;
// the Edge Functions import it to answer 400 with the same title and description.
// Runtime-neutral on purpose: no Deno or Node globals, no imports beyond this folder.

import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "./lead-limits.ts";
import { CONTACT_TOASTS, DEMO_TOASTS, SERVER_ONLY_ERRORS, type ToastText } from "./lead-toasts.ts";
import { characterCount, cleanMultiline, cleanSingleLine } from "./text-cleaning.ts";
import {
  DEMO_FIELDS,
  SERVICE_OPTIONS,
  type ContactField,
  type DemoField,
  type LeadField,
  type ServiceValue,
} from "./lead-fields.ts";

export * from "./lead-limits.ts";
export * from "./lead-toasts.ts";
export * from "./lead-fields.ts";

export type ContactFormValues = Partial<Record<ContactField, string>>;
export type DemoFormValues = Partial<Record<DemoField, string>>;

/** A contact message after cleaning: trimmed, control characters removed; "" when not given. */
export interface ContactLead {
  fullName: string;
  email: string;
  company: string;
  phone: string;
  service: ServiceValue | "";
  message: string;
}

export interface DemoLead {
  fullName: string;
  email: string;
  company: string;
}

export interface LeadValidationError extends ToastText {
  field: LeadField;
}

export type LeadValidationResult<T> = { ok: true; value: T } | { ok: false; error: LeadValidationError };

// "A simple address pattern" (spec section 5): something@something.something, no whitespace.
// Characters with a meaning in mail headers (<>()[]\,;:") are excluded as well, so an accepted
// address can never be read as a list of addresses or smuggle a display name.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const isLonger = (text: string, max: number): boolean => characterCount(text) > max;

/** The simple pattern, and no longer than an address can be (RFC 5321). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && !isLonger(email, EMAIL_MAX_LENGTH);
}

function fail(field: LeadField, toast: ToastText): { ok: false; error: LeadValidationError } {
  return { ok: false, error: { field, title: toast.title, description: toast.description } };
}

function isServiceValue(value: string): value is ServiceValue {
  return SERVICE_OPTIONS.some((option) => option.value === value);
}

/** Contact rules in the spec's order (required, email, message, name), then our hard caps. */
export function validateContactForm(values: ContactFormValues): LeadValidationResult<ContactLead> {
  const fullName = cleanSingleLine(values.fullName ?? "");
  const email = cleanSingleLine(values.email ?? "");
  const company = cleanSingleLine(values.company ?? "");
  const phone = cleanSingleLine(values.phone ?? "");
  const service = cleanSingleLine(values.service ?? "");
  const message = cleanMultiline(values.message ?? "");

  const firstMissing = (["fullName", "email", "message"] as const).find(
    (field) => ({ fullName, email, message })[field] === "",
  );
  if (firstMissing) return fail(firstMissing, CONTACT_TOASTS.missingRequired);
  if (!isValidEmail(email)) return fail("email", CONTACT_TOASTS.invalidEmail);
  if (isLonger(message, MESSAGE_MAX_LENGTH)) return fail("message", CONTACT_TOASTS.messageTooLong);
  if (isLonger(fullName, NAME_MAX_LENGTH)) return fail("fullName", CONTACT_TOASTS.nameTooLong);
  if (isLonger(company, COMPANY_MAX_LENGTH)) return fail("company", SERVER_ONLY_ERRORS.companyTooLong);
  if (isLonger(phone, PHONE_MAX_LENGTH)) return fail("phone", SERVER_ONLY_ERRORS.phoneTooLong);
  if (service !== "" && !isServiceValue(service)) return fail("service", SERVER_ONLY_ERRORS.unknownService);

  return { ok: true, value: { fullName, email, company, phone, service, message } };
}

/** Demo rules: all three fields required (spec section 5), then a valid email and hard caps. */
export function validateDemoForm(values: DemoFormValues): LeadValidationResult<DemoLead> {
  const fullName = cleanSingleLine(values.fullName ?? "");
  const email = cleanSingleLine(values.email ?? "");
  const company = cleanSingleLine(values.company ?? "");

  const firstMissing = DEMO_FIELDS.find((field) => ({ fullName, email, company })[field] === "");
  if (firstMissing) return fail(firstMissing, DEMO_TOASTS.missingFields);
  if (!isValidEmail(email)) return fail("email", CONTACT_TOASTS.invalidEmail);
  if (isLonger(fullName, NAME_MAX_LENGTH)) return fail("fullName", CONTACT_TOASTS.nameTooLong);
  if (isLonger(company, COMPANY_MAX_LENGTH)) return fail("company", SERVER_ONLY_ERRORS.companyTooLong);

  return { ok: true, value: { fullName, email, company } };
}
