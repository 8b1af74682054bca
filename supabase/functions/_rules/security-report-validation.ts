// The one place where the security report form's rules live: its fields, limits, severity choices
// and texts. The /security page imports it to check the form and choose the toast; the Edge
// Function send-security-report imports it to answer 400 with the same title and description.
// The database repeats the limits as CHECK constraints (migration 20261127000600_security_reports.sql).
// Runtime-neutral on purpose: no Deno or Node globals, no imports beyond this folder.

import { allErrors, type FieldErrors, firstError, type FormRule, requiredRules } from "./form-rules.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "./lead-limits.ts";
import type { ToastText } from "./lead-toasts.ts";
import { isValidEmail } from "./lead-validation.ts";
import { characterCount, cleanMultiline, cleanSingleLine } from "./text-cleaning.ts";

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH };
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 10_000;
export const AFFECTED_ASSET_MAX_LENGTH = 500;
/**
 * Requests bigger than this are refused with 413 before parsing: room for a full description in
 * any script (up to 4 bytes a character in UTF-8) and the other fields, not for anything else.
 */
export const SECURITY_REPORT_BODY_MAX_BYTES = 64 * 1024;

/** The form's fields as the page sends them (+ the honeypot of lead-fields.ts). */
export const SECURITY_REPORT_FIELDS = [
  "email",
  "fullName",
  "title",
  "description",
  "affectedAsset",
  "severity",
] as const;
export type SecurityReportField = (typeof SECURITY_REPORT_FIELDS)[number];

/** The reporter's guess at the severity; "unknown" when they leave it. */
export const SEVERITY_OPTIONS = [
  { label: "I don't know", value: "unknown" },
  { label: "Low", value: "low" },
  { label: "Medium", value: "medium" },
  { label: "High", value: "high" },
  { label: "Critical", value: "critical" },
] as const;
export type Severity = (typeof SEVERITY_OPTIONS)[number]["value"];

/** A report's statuses, in the order staff move it along (the admin area's triage). */
export const SECURITY_REPORT_STATUSES = ["new", "triaged", "fixed", "closed"] as const;
export type SecurityReportStatus = (typeof SECURITY_REPORT_STATUSES)[number];

/** How soon the reporter hears from a person: the page states it, the acknowledgement promises it. */
export const ACKNOWLEDGE_WITHIN_BUSINESS_DAYS = 2;

export const SECURITY_REPORT_TOASTS = {
  missingRequired: {
    title: "Missing required fields",
    description: "Please fill in your email, a title and a description of the issue.",
  },
  invalidEmail: { title: "Invalid email", description: "Please enter a valid email address." },
  nameTooLong: { title: "Name too long", description: `Please keep your name under ${NAME_MAX_LENGTH} characters.` },
  titleTooLong: { title: "Title too long", description: `Please keep the title under ${TITLE_MAX_LENGTH} characters.` },
  descriptionTooLong: {
    title: "Description too long",
    description: `Please keep the description under ${DESCRIPTION_MAX_LENGTH} characters; link to longer material.`,
  },
  assetTooLong: {
    title: "Affected URL or asset too long",
    description: `Please keep the affected URL or asset under ${AFFECTED_ASSET_MAX_LENGTH} characters.`,
  },
  unknownSeverity: { title: "Invalid severity", description: "Please choose one of the listed severities." },
  success: {
    title: "Report received",
    description: `Thank you. We have emailed you a reference and will reply within ${ACKNOWLEDGE_WITHIN_BUSINESS_DAYS} business days.`,
  },
  failure: {
    title: "Failed to send report",
    description: "Please try again, or email us at the address in /.well-known/security.txt.",
  },
} as const satisfies Record<string, ToastText>;

const MISSING = {
  email: "Please fill in your email.",
  title: "Please give the issue a title.",
  description: "Please describe the issue.",
} as const;

export type SecurityReportValues = Partial<Record<SecurityReportField, string>>;

/** A report after cleaning: trimmed, control characters removed (the description keeps its lines). */
export interface SecurityReport {
  email: string;
  fullName: string;
  title: string;
  description: string;
  affectedAsset: string;
  severity: Severity;
}

export type SecurityReportValidation =
  { ok: true; value: SecurityReport } | { ok: false; error: { field: SecurityReportField } & ToastText };

const isLonger = (text: string, max: number): boolean => characterCount(text) > max;

function isSeverity(value: string): value is Severity {
  return SEVERITY_OPTIONS.some((option) => option.value === value);
}

const T = SECURITY_REPORT_TOASTS;
const RULES: readonly FormRule<SecurityReportField>[] = [
  ...requiredRules(["email", "title", "description"], T.missingRequired, MISSING),
  { field: "email", fails: (report) => !isValidEmail(report.email), toast: T.invalidEmail },
  { field: "fullName", fails: (report) => isLonger(report.fullName, NAME_MAX_LENGTH), toast: T.nameTooLong },
  { field: "title", fails: (report) => isLonger(report.title, TITLE_MAX_LENGTH), toast: T.titleTooLong },
  {
    field: "description",
    fails: (report) => isLonger(report.description, DESCRIPTION_MAX_LENGTH),
    toast: T.descriptionTooLong,
  },
  {
    field: "affectedAsset",
    fails: (report) => isLonger(report.affectedAsset, AFFECTED_ASSET_MAX_LENGTH),
    toast: T.assetTooLong,
  },
  {
    field: "severity",
    fails: (report) => report.severity !== "" && !isSeverity(report.severity),
    toast: T.unknownSeverity,
  },
];

function clean(values: SecurityReportValues): Record<SecurityReportField, string> {
  return {
    email: cleanSingleLine(values.email ?? ""),
    fullName: cleanSingleLine(values.fullName ?? ""),
    title: cleanSingleLine(values.title ?? ""),
    description: cleanMultiline(values.description ?? ""),
    affectedAsset: cleanSingleLine(values.affectedAsset ?? ""),
    severity: cleanSingleLine(values.severity ?? ""),
  };
}

/** The form's first failing rule (the toast and the server's answer), or the cleaned report. */
export function validateSecurityReport(values: SecurityReportValues): SecurityReportValidation {
  const report = clean(values);
  const error = firstError(RULES, report);
  if (error) return { ok: false, error };
  return { ok: true, value: { ...report, severity: isSeverity(report.severity) ? report.severity : "unknown" } };
}

/** Every field that fails a rule, with the message to show beside it. */
export function securityReportErrors(values: SecurityReportValues): FieldErrors<SecurityReportField> {
  return allErrors(RULES, clean(values));
}
