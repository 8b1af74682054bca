// The whole life of one lead submission (a contact message, a demo request or a security report), independent of Deno and HTTP: parse, drop honeypot hits,
// validate, check the Idempotency-Key, rate-limit, then store the lead together with its two
// rendered emails (an outbox) in one transaction, and answer. Mail is never awaited: the first
// delivery attempt starts after the answer (deps.deliverSoon), and the scheduled worker
// deliver-lead-emails retries whatever that attempt could not send (lead-delivery.ts).

import { buildLeadEmails, type MailSettings } from "./lead-emails.ts";
import type { IdempotentRequest, LeadStore, QueuedEmail, RateLimiter } from "./lead-ports.ts";
import {
  bodyMaxBytes,
  isHoneypotFilled,
  parseContactRequest,
  parseDemoRequest,
  parseSecurityReportRequest,
} from "./lead-request-body.ts";
import { newSecurityReportReference } from "./security-report-reference.ts";
import { leadWebhookEvent } from "./lead-webhook-payload.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";
import { readLeadContext } from "@rules/lead-context.ts";
import { type LeadField, SERVER_ONLY_ERRORS, type ToastText } from "@rules/lead-validation.ts";

export interface LeadHandlerDeps {
  store: LeadStore;
  rateLimiter: RateLimiter;
  now: () => Date;
  mail: MailSettings;
  /** Starts the first delivery attempt of these messages; must not delay the answer. */
  deliverSoon: (emailIds: string[]) => void;
  /** New leads also go to LEAD_WEBHOOK_URL (the function has it); endpoints staff add always get theirs. */
  webhookEnvironment?: boolean;
  /** Starts the first attempt of a new lead's webhook deliveries; must not delay the answer. */
  deliverWebhookSoon?: (webhookId: string) => void;
  newId?: () => string;
  /** A security report's reference (security-report-reference.ts unless a test fixes it). */
  newReference?: () => string;
  logError?: (message: string, detail?: unknown) => void;
}

export interface LeadResponse {
  status: number;
  body: Accepted | { error: { field: LeadField; title: string; description: string } };
  headers: Record<string, string>;
}

/**
 * A security report's answer names its reference, for the page to show the reporter at once (the
 * acknowledgement email carries it too); a replay of it (same Idempotency-Key, same request)
 * answers the same reference.
 */
export interface Accepted {
  ok: true;
  reference?: string;
  /** A demo request's id, which books its demo (book-demo); a replay answers the first one's. */
  requestId?: string;
}

const accepted = (details: { reference?: string; requestId?: string } = {}): LeadResponse => ({
  status: 200,
  body: {
    ok: true,
    ...(details.reference ? { reference: details.reference } : {}),
    ...(details.requestId ? { requestId: details.requestId } : {}),
  },
  headers: {},
});

/** The answer to a stored submission: a security report's reference, a demo request's id. */
const acceptedLead = (kind: LeadKind, leadId: string, reference?: string): LeadResponse =>
  accepted({ reference: kind === "security" ? reference : undefined, requestId: kind === "demo" ? leadId : undefined });

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

const newReference = (deps: LeadHandlerDeps) => (deps.newReference ?? newSecurityReportReference)();

function validate(kind: LeadKind, body: unknown, deps: LeadHandlerDeps) {
  if (kind === "security") {
    const result = parseSecurityReportRequest(body);
    const reference = newReference(deps);
    return result.ok ? { ok: true as const, submission: { kind, lead: result.value, reference } } : result;
  }
  if (kind === "contact") {
    const result = parseContactRequest(body);
    return result.ok ? { ok: true as const, submission: { kind, lead: result.value } } : result;
  }
  const result = parseDemoRequest(body);
  return result.ok ? { ok: true as const, submission: { kind, lead: result.value } } : result;
}

/**
 * A request's fingerprint, kept with its Idempotency-Key: SHA-256 (hex) of its kind and validated
 * fields. A security report's reference is made per request, so it is left out.
 */
export async function requestFingerprint(submission: LeadSubmission): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([submission.kind, submission.lead]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A key seen before: the same request gets the first answer and nothing else (nothing stored,
 * mailed or counted against the rate limit); a different one gets 422, so no lead is dropped while
 * its sender is told it was sent. Keys stored before fingerprints count as the same request.
 */
function answerRepeat(kind: LeadKind, earlier: IdempotentRequest, requestHash: string): LeadResponse {
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
    return refused(422, "body", SERVER_ONLY_ERRORS.idempotencyKeyReused);
  }
  return acceptedLead(kind, earlier.leadId, earlier.reference ?? undefined);
}

/** answerRepeat for a key submit_lead found taken; if the key cannot be read now, the first answer. */
async function answerRepeatOf(
  kind: LeadKind,
  firstLeadId: string,
  key: string | null,
  requestHash: string | null,
  deps: LeadHandlerDeps,
): Promise<LeadResponse> {
  const asFirst = acceptedLead(kind, firstLeadId);
  if (!key || !requestHash) return asFirst;
  try {
    const earlier = await deps.store.findByIdempotencyKey(kind, key);
    return earlier ? answerRepeat(kind, earlier, requestHash) : asFirst;
  } catch (error) {
    (deps.logError ?? console.error)("idempotency key lookup failed after a repeat; answered as the first", error);
    return asFirst;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Idempotency-Key header: absent is fine, anything but a UUID is a client error. */
export function parseIdempotencyKey(header: string | null): { ok: true; key: string | null } | { ok: false } {
  if (header === null) return { ok: true, key: null };
  const value = header.trim();
  return UUID.test(value) ? { ok: true, key: value.toLowerCase() } : { ok: false };
}

// Per IP and per email: the email key also stops anyone from flooding a stranger with our
// acknowledgements from many addresses.
function rateLimitKeys(submission: LeadSubmission, meta: LeadRequestMeta): string[] {
  const keys = [`${submission.kind}:email:${submission.lead.email.toLowerCase()}`];
  if (meta.clientIp) keys.push(`${submission.kind}:ip:${meta.clientIp}`);
  return keys;
}

/** `<uuid@domain of the sender>`, the form RFC 5322 gives a Message-ID. */
export function messageIdFor(id: string, mail: MailSettings): string {
  const domain = (mail.from.address.split("@").pop() ?? "").replace(/[^A-Za-z0-9.-]/g, "");
  return `<${id}@${domain || "localhost"}>`;
}

const newIdOf = (deps: LeadHandlerDeps) => deps.newId ?? (() => crypto.randomUUID());

function queueEmails(submission: LeadSubmission, leadId: string, deps: LeadHandlerDeps): QueuedEmail[] {
  const newId = newIdOf(deps);
  const received = { id: leadId, at: deps.now() };
  const { notification, acknowledgement } = buildLeadEmails(submission, received, deps.mail);
  return [
    { purpose: "notification" as const, message: notification },
    { purpose: "acknowledgement" as const, message: acknowledgement },
  ].map((email) => {
    const id = newId();
    return { ...email, id, messageId: messageIdFor(id, deps.mail) };
  });
}

export async function handleLeadSubmission(
  kind: LeadKind,
  rawBody: string,
  meta: LeadRequestMeta,
  deps: LeadHandlerDeps,
  idempotencyKeyHeader: string | null = null,
): Promise<LeadResponse> {
  const logError = deps.logError ?? console.error;
  // A string of N UTF-16 units is at least N bytes of UTF-8, so this never refuses a small body.
  if (rawBody.length > bodyMaxBytes(kind)) return refused(413, "body", SERVER_ONLY_ERRORS.bodyTooLarge);

  const parsed = parseJson(rawBody);
  if (!parsed.ok) return refused(400, "body", SERVER_ONLY_ERRORS.invalidJson);
  // Bots get the same answer as people, so they have no reason to try harder.
  if (isHoneypotFilled(parsed.value)) {
    return acceptedLead(kind, newIdOf(deps)(), kind === "security" ? newReference(deps) : undefined);
  }

  const validation = validate(kind, parsed.value, deps);
  if (!validation.ok) return { status: 400, body: { error: validation.error }, headers: {} };
  const { submission } = validation;

  const idempotency = parseIdempotencyKey(idempotencyKeyHeader);
  if (!idempotency.ok) return refused(400, "body", SERVER_ONLY_ERRORS.invalidIdempotencyKey);
  const idempotencyKey = idempotency.key;
  const requestHash = idempotencyKey ? await requestFingerprint(submission) : null;

  // A repeat is answered before it can cost a rate-limit slot.
  if (idempotencyKey && requestHash) {
    try {
      const earlier = await deps.store.findByIdempotencyKey(kind, idempotencyKey);
      if (earlier) return answerRepeat(kind, earlier, requestHash);
    } catch (error) {
      // submit_lead checks the key again, in the transaction, so no duplicate can slip through.
      logError("idempotency key lookup failed; checked again when storing", error);
    }
  }

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

  // The id is ours, so the staff email stored with the lead can link to it.
  const leadId = newIdOf(deps)();
  const emails = queueEmails(submission, leadId, deps);
  // A lead form's context (attribution, consent) is kept as far as it is well formed.
  const withContext = kind === "security" ? meta : { ...meta, context: readLeadContext(parsed.value) };
  // The CRM's copy, queued with the lead: the webhooks' outbox sends it after the answer.
  const webhook = leadWebhookEvent(
    submission,
    { id: leadId, receivedAt: deps.now(), meta: withContext },
    { siteOrigin: deps.mail.siteUrl, environment: deps.webhookEnvironment ?? false },
  );
  let duplicate: boolean;
  let storedLeadId: string;
  try {
    ({ duplicate, leadId: storedLeadId } = await deps.store.submit({
      submission,
      leadId,
      meta: withContext,
      emails,
      idempotencyKey,
      requestHash,
      webhook,
    }));
  } catch (error) {
    logError("storing lead failed", error);
    return refused(500, "body", SERVER_ONLY_ERRORS.storageFailed);
  }
  // The key was taken meanwhile (two requests at once) or the early lookup failed: a repeat.
  if (duplicate) return answerRepeatOf(kind, storedLeadId, idempotencyKey, requestHash, deps);
  deps.deliverSoon(emails.map((email) => email.id));
  if (webhook) deps.deliverWebhookSoon?.(webhook.id);
  return acceptedLead(kind, leadId, submission.kind === "security" ? submission.reference : undefined);
}
