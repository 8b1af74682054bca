// The side effects the lead handler and the delivery worker need, as interfaces, so both stay
// plain functions that Node tests drive with fakes and the Deno entries drive with Supabase and
// SMTP/Resend. The tables and SQL functions behind them: migration 20261127000200_leads.sql.

import type { OutgoingEmail } from "./lead-emails.ts";
import type { LeadWebhookEvent } from "./lead-webhook-payload.ts";
import type { WebhookDeliveryStatus } from "@rules/webhooks.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";

export type EmailPurpose = "notification" | "acknowledgement";

/** Per message: queued -> sending -> sent | retrying (-> sending ...) | failed (given up). */
export type EmailStatus = "queued" | "sending" | "sent" | "retrying" | "failed";

/** One outgoing message, queued in the same transaction as its lead. */
export interface QueuedEmail {
  id: string;
  purpose: EmailPurpose;
  /** Sent as the Message-ID header on every attempt: `<uuid@sender-domain>`. */
  messageId: string;
  message: OutgoingEmail;
}

export interface LeadSubmitRequest {
  submission: LeadSubmission;
  /** The new lead's id (a UUID); a repeat of an Idempotency-Key keeps the first lead's. */
  leadId: string;
  meta: LeadRequestMeta;
  emails: QueuedEmail[];
  /** A UUID from the Idempotency-Key header, or null. */
  idempotencyKey: string | null;
  /** With a key: the request's fingerprint (SHA-256 hex of its validated fields), kept with the key. */
  requestHash: string | null;
  /** A contact message's or demo request's event for the webhooks' outbox; null for a security report. */
  webhook: LeadWebhookEvent | null;
}

/** What an Idempotency-Key did in the last 24 hours (public.find_idempotent_request). */
export interface IdempotentRequest {
  leadId: string;
  /** The fingerprint of the request the key came with; null for keys stored before fingerprints. */
  requestHash: string | null;
  /** A security report's reference, which its first answer gave. */
  reference: string | null;
}

export interface LeadStore {
  /** What this Idempotency-Key did in the last 24 hours, or null. */
  findByIdempotencyKey(kind: LeadKind, key: string): Promise<IdempotentRequest | null>;
  /**
   * Stores the lead, its messages and the key in one transaction (public.submit_lead). When the
   * key was already used, nothing is written: `duplicate` is true and `leadId` is the first lead.
   */
  submit(request: LeadSubmitRequest): Promise<{ leadId: string; duplicate: boolean }>;
}

/** A message a worker has claimed: it is 'sending', leased to that worker. */
export interface ClaimedEmail {
  id: string;
  purpose: EmailPurpose;
  messageId: string;
  /** As stored (jsonb); the worker checks its shape before sending. */
  message: unknown;
  /** Including this one. */
  attempts: number;
}

export interface AttemptRecord {
  emailId: string;
  sent: boolean;
  /** The provider's answer when sent, the error otherwise. */
  detail: string;
  startedAt: Date;
  /** The server refused the message itself: retrying cannot help. */
  permanent: boolean;
  retryBaseSeconds: number;
}

export interface Outbox {
  /** Due messages (or only `ids`), marked 'sending' for `leaseSeconds` (public.claim_lead_emails). */
  claim(request: { limit: number; leaseSeconds: number; ids?: readonly string[] }): Promise<ClaimedEmail[]>;
  /** Logs the attempt and moves the message on (public.record_lead_email_attempt); the new status. */
  record(attempt: AttemptRecord): Promise<EmailStatus>;
}

export interface SendOptions {
  messageId: string;
  /** For HTTP providers that deduplicate requests (Resend's Idempotency-Key): the message's id. */
  idempotencyKey: string;
  /** Aborting closes the connection: an unfinished SMTP transaction is discarded by the server. */
  signal: AbortSignal;
}

export interface MailReceipt {
  /** What the provider answered: the SMTP server's final reply, or the API's message id. */
  response: string;
}

export interface Mailer {
  send(email: OutgoingEmail, options: SendOptions): Promise<MailReceipt>;
}

/** The provider refused this message for good (e.g. SMTP 550, an API's validation error). */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentMailError";
  }
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request against every key, or refuses if any key is over its limit. */
  take(keys: string[]): Promise<RateLimitDecision>;
}

/** Per webhook delivery: queued -> sending -> delivered | retrying (-> sending ...) | failed (given up). */
export type WebhookStatus = WebhookDeliveryStatus;

/** A webhook delivery a worker has claimed (public.claim_webhook_deliveries). */
export interface ClaimedWebhook {
  id: string;
  /** The webhook-id header: the event's, on every attempt. */
  webhookId: string;
  /** The endpoint's, or null for LEAD_WEBHOOK_URL's (url and secret from the environment). */
  endpointId: string | null;
  url: string | null;
  secret: string | null;
  /** As stored (jsonb). */
  payload: unknown;
  /** Including this one. */
  attempts: number;
}

export interface WebhookAttemptRecord {
  deliveryId: string;
  delivered: boolean;
  /** The HTTP status, or null when none came (refused address, network error, timeout). */
  statusCode: number | null;
  /** The start of the response body, or the error. */
  detail: string;
  /** The URL requested (or that would have been). */
  url: string | null;
  startedAt: Date;
  /** Retrying cannot help (the address is refused). */
  permanent: boolean;
  retryBaseSeconds: number;
}

export interface WebhookOutbox {
  /** Due deliveries (or only one event's), marked 'sending' for `leaseSeconds`. */
  claim(request: { limit: number; leaseSeconds: number; webhookId?: string }): Promise<ClaimedWebhook[]>;
  /** Logs the attempt and moves the delivery on (public.record_webhook_attempt); the new status. */
  record(attempt: WebhookAttemptRecord): Promise<WebhookStatus>;
}
