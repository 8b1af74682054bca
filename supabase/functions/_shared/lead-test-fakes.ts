// In-memory stand-ins for the lead handler's and the delivery worker's ports, for unit and fuzz
// tests. The fake store enforces the same row rules as the leads migration, so a malformed row
// fails a test here instead of surfacing as a database error later; the fake outbox follows
// claim_lead_emails / record_lead_email_attempt closely enough for the worker's logic.

import { deliverLeadEmails, type DeliveryDeps, type DeliverySummary } from "./lead-delivery.ts";
import type { LeadWebhookEvent } from "./lead-webhook-payload.ts";
import type { WebhookDeliveryDeps } from "./webhook-delivery.ts";
import type { OutgoingEmail } from "./lead-emails.ts";
import type { LeadHandlerDeps } from "./lead-handler.ts";
import type {
  AttemptRecord,
  ClaimedEmail,
  ClaimedWebhook,
  EmailStatus,
  IdempotentRequest,
  LeadStore,
  LeadSubmitRequest,
  MailReceipt,
  Mailer,
  Outbox,
  QueuedEmail,
  RateLimitDecision,
  RateLimiter,
  SendOptions,
  WebhookAttemptRecord,
  WebhookOutbox,
  WebhookStatus,
} from "./lead-ports.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SERVICE_MAX_LENGTH,
} from "@rules/lead-limits.ts";
import {
  AFFECTED_ASSET_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "@rules/security-report-validation.ts";
import { characterCount } from "@rules/text-cleaning.ts";

export interface StoredLead {
  id: string;
  submission: LeadSubmission;
  meta: LeadRequestMeta;
  emails: QueuedEmail[];
  webhook: LeadWebhookEvent | null;
}

const LIMITS: Record<string, number> = {
  fullName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  company: COMPANY_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  service: SERVICE_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
  title: TITLE_MAX_LENGTH,
  description: DESCRIPTION_MAX_LENGTH,
  affectedAsset: AFFECTED_ASSET_MAX_LENGTH,
  severity: 20,
};

/** Throws like Postgres would on a row the migrations' CHECKs (or text encoding) refuse. */
export function assertStorableLead(submission: LeadSubmission): void {
  for (const [field, value] of Object.entries(submission.lead)) {
    if (typeof value !== "string") throw new Error(`${field} is not text`);
    if (characterCount(value) > LIMITS[field]) throw new Error(`${field} exceeds ${LIMITS[field]}`);
    if (value.includes("\u0000")) throw new Error(`${field} contains NUL`);
    if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
      throw new Error(`${field} contains a lone surrogate`);
    }
  }
  if (submission.kind === "security") {
    const report = submission.lead;
    if (!report.email || !report.title || !report.description) throw new Error("required field empty");
    if (!/^SR-[0-9A-HJKMNP-TV-Z]{10}$/.test(submission.reference)) throw new Error("malformed reference");
    return;
  }
  const { lead } = submission;
  if (!lead.fullName || !lead.email) throw new Error("required field empty");
  if (submission.kind === "contact" && !submission.lead.message) throw new Error("message empty");
  if (submission.kind === "demo" && !submission.lead.company) throw new Error("company empty");
}

interface OutboxRow {
  email: QueuedEmail;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  dueAt: number;
  attemptsLog: AttemptRecord[];
}

/** Messages as claim_lead_emails and record_lead_email_attempt treat them, on a fake clock. */
export class MemoryOutbox implements Outbox {
  readonly rows = new Map<string, OutboxRow>();
  nowMs = 0;
  failRecords = 0;

  add(email: QueuedEmail): void {
    this.rows.set(email.id, {
      email,
      status: "queued",
      attempts: 0,
      lastError: null,
      dueAt: this.nowMs,
      attemptsLog: [],
    });
  }

  row(id: string): OutboxRow {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no lead email ${id}`);
    return row;
  }

  async claim({ limit, leaseSeconds, ids }: { limit: number; leaseSeconds: number; ids?: readonly string[] }) {
    const due = [...this.rows.values()].filter(
      (row) =>
        row.dueAt <= this.nowMs &&
        ["queued", "retrying", "sending"].includes(row.status) &&
        (!ids || ids.includes(row.email.id)),
    );
    return due.slice(0, limit).map((row): ClaimedEmail => {
      Object.assign(row, { status: "sending", attempts: row.attempts + 1, dueAt: this.nowMs + leaseSeconds * 1000 });
      const { id, purpose, messageId, message } = row.email;
      return { id, purpose, messageId, message, attempts: row.attempts };
    });
  }

  async record(attempt: AttemptRecord): Promise<EmailStatus> {
    if (this.failRecords > 0) {
      this.failRecords -= 1;
      throw new Error("database unavailable");
    }
    const row = this.row(attempt.emailId);
    row.attemptsLog.push(attempt);
    if (row.status === "sent") return "sent";
    if (attempt.sent) return (row.status = "sent");
    row.lastError = attempt.detail;
    if (attempt.permanent) return (row.status = "failed");
    row.dueAt = this.nowMs + attempt.retryBaseSeconds * 1000 * 2 ** (row.attempts - 1);
    return (row.status = "retrying");
  }
}

export class MemoryLeadStore implements LeadStore {
  readonly rows: StoredLead[] = [];
  readonly keys = new Map<string, IdempotentRequest>();
  failSubmits = false;
  failKeyLookups = false;

  constructor(private readonly outbox: MemoryOutbox) {}

  async findByIdempotencyKey(kind: LeadKind, key: string): Promise<IdempotentRequest | null> {
    if (this.failKeyLookups) throw new Error("database unavailable");
    return this.keys.get(`${kind}:${key}`) ?? null;
  }

  async submit({ submission, leadId, meta, emails, idempotencyKey, requestHash, webhook }: LeadSubmitRequest) {
    if (this.failSubmits) throw new Error("database unavailable");
    const existing = idempotencyKey ? this.keys.get(`${submission.kind}:${idempotencyKey}`) : undefined;
    if (existing) return { leadId: existing.leadId, duplicate: true };
    assertStorableLead(submission);
    this.rows.push({ id: leadId, submission, meta, emails, webhook });
    const reference = submission.kind === "security" ? submission.reference : null;
    if (idempotencyKey) this.keys.set(`${submission.kind}:${idempotencyKey}`, { leadId, requestHash, reference });
    for (const email of emails) this.outbox.add(email);
    return { leadId, duplicate: false };
  }
}

export interface SentMail {
  email: OutgoingEmail;
  options: SendOptions;
}

export class MemoryMailer implements Mailer {
  readonly sent: SentMail[] = [];
  failure: Error | null = null;
  /** Never answers until the send's signal aborts (then it rejects, like a closed connection). */
  hang = false;

  async send(email: OutgoingEmail, options: SendOptions): Promise<MailReceipt> {
    if (this.hang) {
      return new Promise<MailReceipt>((_, reject) => {
        options.signal.addEventListener("abort", () => reject(new Error("connection closed")), { once: true });
      });
    }
    if (this.failure) throw this.failure;
    this.sent.push({ email, options });
    return { response: `250 OK: queued as ${this.sent.length}` };
  }
}

/** Same sliding-window semantics as public.take_lead_rate_limit_slot. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => Date,
  ) {}

  async take(keys: string[]): Promise<RateLimitDecision> {
    const nowMs = this.now().getTime();
    const windowMs = this.windowSeconds * 1000;
    let retryAfterSeconds = 0;
    for (const key of keys) {
      const recent = (this.hits.get(key) ?? []).filter((at) => at > nowMs - windowMs);
      this.hits.set(key, recent);
      if (recent.length >= this.max) {
        const freesAt = recent[recent.length - this.max] + windowMs;
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((freesAt - nowMs) / 1000), 1);
      }
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    for (const key of keys) this.hits.get(key)?.push(nowMs);
    return { allowed: true };
  }
}

export function createFakeDeliveryDeps(outbox = new MemoryOutbox(), mailer = new MemoryMailer()) {
  const errors: string[] = [];
  const deps: DeliveryDeps = {
    outbox,
    mailer,
    settings: { retryBaseSeconds: 30, sendTimeoutMs: 50, leaseSeconds: 20, batchSize: 3, runBudgetMs: 60_000 },
    logError: (message) => errors.push(message),
    sleep: async () => {},
  };
  return { deps, outbox, mailer, errors };
}

export function createFakeLeadDeps(options: { max?: number; windowSeconds?: number } = {}) {
  let clock = new Date("2026-01-01T09:00:00Z");
  const now = () => clock;
  const delivery = createFakeDeliveryDeps();
  const { outbox, mailer } = delivery;
  const store = new MemoryLeadStore(outbox);
  const rateLimiter = new MemoryRateLimiter(options.max ?? 5, options.windowSeconds ?? 600, now);
  const errors: string[] = [];
  /** The first delivery attempts the handler started, as promises a test may await. */
  const deliveries: Array<{ ids: string[]; done: Promise<DeliverySummary> }> = [];
  let nextId = 0;
  const deps: LeadHandlerDeps = {
    store,
    rateLimiter,
    now,
    mail: {
      salesInbox: { address: "sales@example.com" },
      securityInbox: { address: "security@example.com" },
      hrInbox: { address: "hr@example.com" },
      from: { name: "Website", address: "no-reply@example.com" },
    },
    deliverSoon: (ids) => deliveries.push({ ids, done: deliverLeadEmails(delivery.deps, ids) }),
    newId: () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, "0")}`,
    logError: (message) => errors.push(message),
  };
  const advanceSeconds = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  return { deps, store, outbox, mailer, rateLimiter, errors, deliveries, advanceSeconds };
}

export interface WebhookRow {
  delivery: Omit<ClaimedWebhook, "attempts">;
  status: WebhookStatus;
  attempts: WebhookAttemptRecord[];
}

/**
 * Deliveries as claim_webhook_deliveries and record_webhook_attempt treat them, without a clock: a
 * queued delivery is due, a retrying one once the test calls retryNow().
 */
export class MemoryWebhookOutbox implements WebhookOutbox {
  readonly rows = new Map<string, WebhookRow>();

  add(delivery: Omit<ClaimedWebhook, "attempts">): void {
    this.rows.set(delivery.id, { delivery, status: "queued", attempts: [] });
  }

  row(id: string): WebhookRow {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no webhook delivery ${id}`);
    return row;
  }

  async claim({ limit, webhookId }: { limit: number; leaseSeconds: number; webhookId?: string }) {
    const due = [...this.rows.values()].filter(
      (row) => row.status === "queued" && (!webhookId || row.delivery.webhookId === webhookId),
    );
    return due.slice(0, limit).map((row): ClaimedWebhook => {
      row.status = "sending";
      return { ...row.delivery, attempts: row.attempts.length + 1 };
    });
  }

  /** Every retrying delivery is due now. */
  retryNow(): void {
    for (const row of this.rows.values()) if (row.status === "retrying") row.status = "queued";
  }

  async record(attempt: WebhookAttemptRecord): Promise<WebhookStatus> {
    const row = this.row(attempt.deliveryId);
    row.attempts.push(attempt);
    if (row.status === "delivered") return "delivered";
    if (attempt.delivered) return (row.status = "delivered");
    return (row.status = attempt.permanent ? "failed" : "retrying");
  }
}

/** Public addresses for every name, unless a test says otherwise. */
export const PUBLIC_ADDRESS = "93.184.215.14";

export function createFakeWebhookDeps(overrides: Partial<WebhookDeliveryDeps> = {}) {
  const outbox = new MemoryWebhookOutbox();
  const errors: string[] = [];
  const deps: WebhookDeliveryDeps = {
    outbox,
    environment: {},
    policy: { allowLoopback: false, resolve: async () => [PUBLIC_ADDRESS] },
    settings: { retryBaseSeconds: 30, timeoutMs: 200, leaseSeconds: 20, batchSize: 3, runBudgetMs: 60_000 },
    fetch: async () => new Response("ok"),
    logError: (message) => errors.push(message),
    sleep: async () => {},
    ...overrides,
  };
  return { deps, outbox, errors };
}
