// The whole life of one lead submission, independent of Deno and HTTP: parse, drop honeypot hits,
// validate, rate-limit, store, then mail. Order matters: the row is written before any email is
// attempted, so a lead is never lost to a mail outage; a failed email is recorded on the row.

import { buildLeadEmails, type MailSettings, type OutgoingEmail } from "./lead-emails.ts";
import type { EmailOutcome, LeadStore, Mailer, RateLimiter } from "./lead-ports.ts";
import { isHoneypotFilled, parseContactRequest, parseDemoRequest } from "./lead-request-body.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";
import { LEAD_BODY_MAX_BYTES, type LeadField, SERVER_ONLY_ERRORS, type ToastText } from "./lead-validation.ts";
import { withTimeout } from "./with-timeout.ts";

export const MAIL_TIMEOUT_MS = 5_000;

export interface LeadHandlerDeps {
  store: LeadStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  now: () => Date;
  mail: MailSettings;
  mailTimeoutMs?: number;
  logError?: (message: string, detail?: unknown) => void;
}

export interface LeadResponse {
  status: number;
  body: { ok: true } | { error: { field: LeadField; title: string; description: string } };
  headers: Record<string, string>;
}

const accepted = (): LeadResponse => ({ status: 200, body: { ok: true }, headers: {} });

function refused(status: number, field: LeadField, toast: ToastText, headers: Record<string, string> = {}) {
  const error = { field, title: toast.title, description: toast.description };
  return { status, body: { error }, headers } satisfies LeadResponse;
}

function parseJson(rawBody: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(rawBody) };
  } catch {
    return { ok: false };
  }
}

function validate(kind: LeadKind, body: unknown) {
  if (kind === "contact") {
    const result = parseContactRequest(body);
    return result.ok ? { ok: true as const, submission: { kind, lead: result.value } } : result;
  }
  const result = parseDemoRequest(body);
  return result.ok ? { ok: true as const, submission: { kind, lead: result.value } } : result;
}

// Per IP and per email: the email key also stops anyone from flooding a stranger with our
// acknowledgements from many addresses.
function rateLimitKeys(submission: LeadSubmission, meta: LeadRequestMeta): string[] {
  const keys = [`${submission.kind}:email:${submission.lead.email.toLowerCase()}`];
  if (meta.clientIp) keys.push(`${submission.kind}:ip:${meta.clientIp}`);
  return keys;
}

function describeFailure(which: string, reason: unknown): string {
  const message = reason instanceof Error ? reason.message : String(reason);
  return `${which}: ${message}`.slice(0, 500);
}

async function sendLeadEmails(emails: OutgoingEmail[], names: string[], deps: LeadHandlerDeps): Promise<EmailOutcome> {
  const timeoutMs = deps.mailTimeoutMs ?? MAIL_TIMEOUT_MS;
  const results = await Promise.allSettled(
    emails.map((email, index) => withTimeout(deps.mailer.send(email), timeoutMs, `${names[index]} email`)),
  );
  const failures = results.flatMap((result, index) =>
    result.status === "rejected" ? [describeFailure(names[index], result.reason)] : [],
  );
  return failures.length === 0
    ? { status: "sent", error: null, attempts: 1 }
    : { status: "failed", error: failures.join("; "), attempts: 1 };
}

export async function handleLeadSubmission(
  kind: LeadKind,
  rawBody: string,
  meta: LeadRequestMeta,
  deps: LeadHandlerDeps,
): Promise<LeadResponse> {
  const logError = deps.logError ?? console.error;
  // A string of N UTF-16 units is at least N bytes of UTF-8, so this never refuses a small body.
  if (rawBody.length > LEAD_BODY_MAX_BYTES) return refused(413, "body", SERVER_ONLY_ERRORS.bodyTooLarge);

  const parsed = parseJson(rawBody);
  if (!parsed.ok) return refused(400, "body", SERVER_ONLY_ERRORS.invalidJson);
  // Bots get the same answer as people, so they have no reason to try harder.
  if (isHoneypotFilled(parsed.value)) return accepted();

  const validation = validate(kind, parsed.value);
  if (!validation.ok) return { status: 400, body: { error: validation.error }, headers: {} };
  const { submission } = validation;

  try {
    const decision = await deps.rateLimiter.take(rateLimitKeys(submission, meta));
    if (!decision.allowed) {
      const retryAfter = String(decision.retryAfterSeconds);
      return refused(429, "body", SERVER_ONLY_ERRORS.tooManyRequests, { "Retry-After": retryAfter });
    }
  } catch (error) {
    // Fail open: refusing a real lead because the limiter broke is worse than letting one through.
    logError("lead rate limiter failed; request allowed", error);
  }

  let leadId: string;
  try {
    leadId = (await deps.store.insertLead(submission, meta)).id;
  } catch (error) {
    logError("storing lead failed", error);
    return refused(500, "body", SERVER_ONLY_ERRORS.storageFailed);
  }

  const { notification, acknowledgement } = buildLeadEmails(submission, deps.now(), deps.mail);
  const outcome = await sendLeadEmails([notification, acknowledgement], ["notification", "acknowledgement"], deps);
  if (outcome.status === "failed") logError(`lead ${leadId} stored, email failed`, outcome.error);
  try {
    await deps.store.recordEmailOutcome(kind, leadId, outcome);
  } catch (error) {
    logError(`recording email outcome for lead ${leadId} failed`, error);
  }
  return accepted();
}
