// The one place where a job application's rules live (the open jobs themselves are in
// job-openings.ts): the form's fields, limits and texts, the CV's types and size, and HR's pipeline. The job pages
// import it for the form, the pay range and the JSON-LD; the Edge Function submit-application
// imports it to answer 400/413/415 with the same words. The database repeats the limits as CHECK
// constraints (migration 20261128001300_job_applications.sql).
// Runtime-neutral on purpose: no Deno or Node globals, no imports beyond this folder.

import { allErrors, type FieldErrors, firstError, type FormRule, requiredRules } from "./form-rules.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "./lead-limits.ts";
import type { ToastText } from "./lead-toasts.ts";
import { isValidEmail } from "./lead-validation.ts";
import { isJobOpeningId, type JobOpeningId } from "./job-openings.ts";
import { characterCount, cleanMultiline, cleanSingleLine } from "./text-cleaning.ts";

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH };
export { isJobOpeningId, JOB_OPENINGS, type JobOpeningId, PAY_CURRENCY } from "./job-openings.ts";

export const PROFILE_URL_MAX_LENGTH = 500;
export const COVER_NOTE_MAX_LENGTH = 2_000;
/** The CV's largest size: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A request bigger than this is refused with 413 before it is read: the CV, the fields (a cover
 * note of 2,000 characters is at most 8 KB) and the multipart framing.
 */
export const APPLICATION_BODY_MAX_BYTES = CV_MAX_BYTES + 64 * 1024;

/** The CV's accepted types, decided by the file's content, never its name or declared type. */
export const CV_TYPES = {
  pdf: { mime: "application/pdf", extension: "pdf", label: "PDF" },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "Word (.docx)",
  },
} as const;
export type CvType = keyof typeof CV_TYPES;

/** The form's fields as the page sends them in multipart/form-data (+ the honeypot, `website`). */
export const APPLICATION_FIELDS = [
  "jobId",
  "fullName",
  "email",
  "phone",
  "profileUrl",
  "coverNote",
  "consent",
  "cv",
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
/** Left empty by people; a bot that fills it is answered as a success and nothing is stored. */
export const APPLICATION_HONEYPOT_FIELD = "website";

/** HR's pipeline, in the order an application moves; the last two are decisions. */
export const APPLICATION_STATUSES = ["new", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_DECISIONS: readonly ApplicationStatus[] = ["hired", "rejected"];

export const APPLICATION_TOASTS = {
  unknownJob: { title: "Unknown position", description: "This position is no longer open." },
  missingRequired: {
    title: "Missing required fields",
    description: "Please fill in your name and email, attach your CV and agree to the privacy notice.",
  },
  invalidEmail: { title: "Invalid email", description: "Please enter a valid email address." },
  nameTooLong: { title: "Name too long", description: `Please keep your name under ${NAME_MAX_LENGTH} characters.` },
  phoneTooLong: {
    title: "Phone number too long",
    description: `Please keep the phone number under ${PHONE_MAX_LENGTH} characters.`,
  },
  invalidProfileUrl: {
    title: "Invalid profile link",
    description: "Please enter a full web address starting with https://, e.g. https://www.linkedin.com/in/you.",
  },
  coverNoteTooLong: {
    title: "Cover note too long",
    description: `Please keep your cover note under ${COVER_NOTE_MAX_LENGTH} characters.`,
  },
  cvTooLarge: { title: "CV too large", description: "Please attach a CV of at most 5 MB." },
  cvWrongType: {
    title: "Unsupported file type",
    description: "Please attach your CV as a PDF or a Word (.docx) file.",
  },
  success: {
    title: "Application sent!",
    description: "Thank you. We have emailed you a confirmation; our team will be in touch.",
  },
  failure: {
    title: "Failed to send application",
    description: "Please try again, or apply by email instead.",
  },
} as const satisfies Record<string, ToastText>;

const MISSING = {
  fullName: "Please fill in your name.",
  email: "Please fill in your email.",
  cv: "Please attach your CV.",
  consent: "Please agree to the privacy notice.",
} as const;

/** The text fields as the form holds them; the CV is described by its size and name, if any. */
export type ApplicationValues = Partial<Record<Exclude<ApplicationField, "cv">, string>> & {
  cv?: { size: number } | null;
};

/** An application after cleaning (the CV is checked apart: by size here, by content in the function). */
export interface Application {
  jobId: JobOpeningId;
  fullName: string;
  email: string;
  phone: string;
  profileUrl: string;
  coverNote: string;
}

export type ApplicationValidation =
  { ok: true; value: Application } | { ok: false; error: { field: ApplicationField } & ToastText };

const isLonger = (text: string, max: number): boolean => characterCount(text) > max;

/**
 * An absolute http(s) address whose host has a dot, without spaces or quotes: a profile link
 * (LinkedIn, GitHub, a portfolio). No credentials in it (user:pass@), which no profile needs.
 */
const PROFILE_URL_PATTERN = /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/i;
export const isProfileUrl = (value: string): boolean => PROFILE_URL_PATTERN.test(value);

/** What the form's consent checkbox sends when ticked. */
export const CONSENT_GIVEN = "yes";

type Cleaned = Record<Exclude<ApplicationField, "cv">, string> & { cv: string };

const T = APPLICATION_TOASTS;
const RULES: readonly FormRule<ApplicationField>[] = [
  { field: "jobId", fails: (values) => !isJobOpeningId(values.jobId), toast: T.unknownJob },
  ...requiredRules(["fullName", "email", "cv", "consent"], T.missingRequired, MISSING),
  { field: "email", fails: (values) => !isValidEmail(values.email), toast: T.invalidEmail },
  { field: "fullName", fails: (values) => isLonger(values.fullName, NAME_MAX_LENGTH), toast: T.nameTooLong },
  { field: "phone", fails: (values) => isLonger(values.phone, PHONE_MAX_LENGTH), toast: T.phoneTooLong },
  {
    field: "profileUrl",
    fails: (values) =>
      values.profileUrl !== "" &&
      (isLonger(values.profileUrl, PROFILE_URL_MAX_LENGTH) || !isProfileUrl(values.profileUrl)),
    toast: T.invalidProfileUrl,
  },
  {
    field: "coverNote",
    fails: (values) => isLonger(values.coverNote, COVER_NOTE_MAX_LENGTH),
    toast: T.coverNoteTooLong,
  },
  { field: "cv", fails: (values) => Number(values.cv) > CV_MAX_BYTES, toast: T.cvTooLarge },
];

function clean(values: ApplicationValues): Cleaned {
  return {
    jobId: cleanSingleLine(values.jobId ?? ""),
    fullName: cleanSingleLine(values.fullName ?? ""),
    email: cleanSingleLine(values.email ?? ""),
    phone: cleanSingleLine(values.phone ?? ""),
    profileUrl: cleanSingleLine(values.profileUrl ?? ""),
    coverNote: cleanMultiline(values.coverNote ?? ""),
    consent: values.consent === CONSENT_GIVEN ? CONSENT_GIVEN : "",
    // "" for no file (required), else its size for the size rule.
    cv: values.cv ? String(values.cv.size) : "",
  };
}

/** The form's first failing rule (the toast and the server's answer), or the cleaned application. */
export function validateApplication(values: ApplicationValues): ApplicationValidation {
  const cleaned = clean(values);
  const error = firstError(RULES, cleaned);
  if (error) return { ok: false, error };
  const { jobId, fullName, email, phone, profileUrl, coverNote } = cleaned;
  return { ok: true, value: { jobId: jobId as JobOpeningId, fullName, email, phone, profileUrl, coverNote } };
}

/** Every field that fails a rule, with the message to show beside it. */
export function applicationErrors(values: ApplicationValues): FieldErrors<ApplicationField> {
  return allErrors(RULES, clean(values));
}
