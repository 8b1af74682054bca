// In-memory stand-ins for the lead handler's ports, for unit and fuzz tests. The fake store
// enforces the same row rules as the leads migration, so a malformed row fails a test here
// instead of surfacing as a database error later.

import type { OutgoingEmail } from "./lead-emails.ts";
import type { LeadHandlerDeps } from "./lead-handler.ts";
import type { EmailOutcome, LeadStore, Mailer, RateLimitDecision, RateLimiter } from "./lead-ports.ts";
import type { LeadKind, LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SERVICE_MAX_LENGTH,
} from "./lead-limits.ts";
import { characterCount } from "./text-cleaning.ts";

export interface StoredLead {
  id: string;
  submission: LeadSubmission;
  meta: LeadRequestMeta;
  email: EmailOutcome | null;
}

const LIMITS: Record<string, number> = {
  fullName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  company: COMPANY_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  service: SERVICE_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
};

/** Throws like Postgres would on a row the leads migration's CHECKs (or text encoding) refuse. */
export function assertStorableLead(submission: LeadSubmission): void {
  for (const [field, value] of Object.entries(submission.lead)) {
    if (typeof value !== "string") throw new Error(`${field} is not text`);
    if (characterCount(value) > LIMITS[field]) throw new Error(`${field} exceeds ${LIMITS[field]}`);
    if (value.includes("\u0000")) throw new Error(`${field} contains NUL`);
    if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
      throw new Error(`${field} contains a lone surrogate`);
    }
  }
  const { lead } = submission;
  if (!lead.fullName || !lead.email) throw new Error("required field empty");
  if (submission.kind === "contact" && !submission.lead.message) throw new Error("message empty");
  if (submission.kind === "demo" && !submission.lead.company) throw new Error("company empty");
}

export class MemoryLeadStore implements LeadStore {
  readonly rows: StoredLead[] = [];
  failInserts = false;

  async insertLead(submission: LeadSubmission, meta: LeadRequestMeta): Promise<{ id: string }> {
    if (this.failInserts) throw new Error("database unavailable");
    assertStorableLead(submission);
    const id = `lead-${this.rows.length + 1}`;
    this.rows.push({ id, submission, meta, email: null });
    return { id };
  }

  async recordEmailOutcome(_kind: LeadKind, id: string, outcome: EmailOutcome): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no lead ${id}`);
    row.email = outcome;
  }
}

export class MemoryMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  failure: Error | null = null;
  hang = false;

  async send(email: OutgoingEmail): Promise<void> {
    if (this.hang) return new Promise<void>(() => {});
    if (this.failure) throw this.failure;
    this.sent.push(email);
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

export function createFakeLeadDeps(options: { max?: number; windowSeconds?: number } = {}) {
  let clock = new Date("2026-01-01T09:00:00Z");
  const now = () => clock;
  const store = new MemoryLeadStore();
  const mailer = new MemoryMailer();
  const rateLimiter = new MemoryRateLimiter(options.max ?? 5, options.windowSeconds ?? 600, now);
  const errors: string[] = [];
  const deps: LeadHandlerDeps = {
    store,
    mailer,
    rateLimiter,
    now,
    mail: { salesInbox: { address: "sales@example.com" }, from: { name: "Website", address: "no-reply@example.com" } },
    mailTimeoutMs: 50,
    logError: (message) => errors.push(message),
  };
  const advanceSeconds = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  return { deps, store, mailer, rateLimiter, errors, advanceSeconds };
}
