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
import {
  CONTACT_TOASTS,
  DEMO_TOASTS,
  MISSING_FIELD_MESSAGES,
  SERVER_ONLY_ERRORS,
  type ToastText,
} from "./lead-toasts.ts";
import { characterCount, cleanMultiline, cleanSingleLine } from "./text-cleaning.ts";
import { allErrors, type FieldErrors, firstError, type FormRule, requiredRules } from "./form-rules.ts";
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

export type { FieldErrors } from "./form-rules.ts";

// "A simple address pattern" (spec section 5): something@something.something, no whitespace.
// Characters with a meaning in mail headers (<>()[]\,;:") are excluded as well, so an accepted
// address can never be read as a list of addresses or smuggle a display name.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const isLonger = (text: string, max: number): boolean => characterCount(text) > max;

/** The simple pattern, and no longer than an address can be (RFC 5321). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && !isLonger(email, EMAIL_MAX_LENGTH);
}

function isServiceValue(value: string): value is ServiceValue {
  return SERVICE_OPTIONS.some((option) => option.value === value);
}

// Contact rules in the spec's order (required, email, message, name), then our hard caps. The first
// failing rule is the toast (and the server's 400); every failing field is marked beside the field.
const CONTACT_RULES: readonly FormRule<ContactField>[] = [
  ...requiredRules(["fullName", "email", "message"], CONTACT_TOASTS.missingRequired, MISSING_FIELD_MESSAGES),
  { field: "email", fails: (lead) => !isValidEmail(lead.email), toast: CONTACT_TOASTS.invalidEmail },
  {
    field: "message",
    fails: (lead) => isLonger(lead.message, MESSAGE_MAX_LENGTH),
    toast: CONTACT_TOASTS.messageTooLong,
  },
  { field: "fullName", fails: (lead) => isLonger(lead.fullName, NAME_MAX_LENGTH), toast: CONTACT_TOASTS.nameTooLong },
  {
    field: "company",
    fails: (lead) => isLonger(lead.company, COMPANY_MAX_LENGTH),
    toast: SERVER_ONLY_ERRORS.companyTooLong,
  },
  { field: "phone", fails: (lead) => isLonger(lead.phone, PHONE_MAX_LENGTH), toast: SERVER_ONLY_ERRORS.phoneTooLong },
  {
    field: "service",
    fails: (lead) => lead.service !== "" && !isServiceValue(lead.service),
    toast: SERVER_ONLY_ERRORS.unknownService,
  },
];

// Demo rules: all three fields required (spec section 5), then a valid email and hard caps.
const DEMO_RULES: readonly FormRule<DemoField>[] = [
  ...requiredRules(DEMO_FIELDS, DEMO_TOASTS.missingFields, MISSING_FIELD_MESSAGES),
  { field: "email", fails: (lead) => !isValidEmail(lead.email), toast: CONTACT_TOASTS.invalidEmail },
  { field: "fullName", fails: (lead) => isLonger(lead.fullName, NAME_MAX_LENGTH), toast: CONTACT_TOASTS.nameTooLong },
  {
    field: "company",
    fails: (lead) => isLonger(lead.company, COMPANY_MAX_LENGTH),
    toast: SERVER_ONLY_ERRORS.companyTooLong,
  },
];

/** Trimmed, control characters removed; "" when not given. */
function cleanContact(values: ContactFormValues): Record<ContactField, string> {
  return {
    fullName: cleanSingleLine(values.fullName ?? ""),
    email: cleanSingleLine(values.email ?? ""),
    company: cleanSingleLine(values.company ?? ""),
    phone: cleanSingleLine(values.phone ?? ""),
    service: cleanSingleLine(values.service ?? ""),
    message: cleanMultiline(values.message ?? ""),
  };
}

function cleanDemo(values: DemoFormValues): Record<DemoField, string> {
  return {
    fullName: cleanSingleLine(values.fullName ?? ""),
    email: cleanSingleLine(values.email ?? ""),
    company: cleanSingleLine(values.company ?? ""),
  };
}

/** The contact form's first failing rule (the toast and the server's answer), or the cleaned lead. */
export function validateContactForm(values: ContactFormValues): LeadValidationResult<ContactLead> {
  const lead = cleanContact(values);
  const error = firstError(CONTACT_RULES, lead);
  if (error) return { ok: false, error };
  return { ok: true, value: { ...lead, service: isServiceValue(lead.service) ? lead.service : "" } };
}

/** Every contact field that fails a rule, with the message to show beside it. */
export function contactFormErrors(values: ContactFormValues): FieldErrors<ContactField> {
  return allErrors(CONTACT_RULES, cleanContact(values));
}

/** The demo form's first failing rule (the toast and the server's answer), or the cleaned lead. */
export function validateDemoForm(values: DemoFormValues): LeadValidationResult<DemoLead> {
  const lead = cleanDemo(values);
  const error = firstError(DEMO_RULES, lead);
  return error ? { ok: false, error } : { ok: true, value: lead };
}

/** Every demo field that fails a rule, with the message to show beside it. */
export function demoFormErrors(values: DemoFormValues): FieldErrors<DemoField> {
  return allErrors(DEMO_RULES, cleanDemo(values));
}
