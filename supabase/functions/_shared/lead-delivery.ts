// Sends queued lead emails: claim -> send -> record, for the submitting function's first attempt
// (just its two messages, after it has answered) and for the scheduled worker deliver-lead-emails
// (whatever is due). Retries, back-off and giving up are decided in SQL when an attempt is recorded.
//
// Never twice: a send is never abandoned while it may still complete. At the deadline its
// connection is closed (AbortSignal), so a server that had not yet answered the end of the message
// discards it; one that had answered has been recorded as sent. The lease a claim takes is longer
// than a send can last, so no other worker claims a message still in flight, and every attempt
// carries the same Message-ID (and, for HTTP APIs, an idempotency key) for the rare repeat after a
// crash between sending and recording.

import type { CalendarPart, EmailAddress, OutgoingEmail } from "./lead-emails.ts";
import { type ClaimedEmail, type EmailStatus, type Mailer, type Outbox, PermanentMailError } from "./lead-ports.ts";

export interface DeliverySettings {
  /** First retry after this, doubling each time (capped at 4 hours in SQL). */
  retryBaseSeconds: number;
  /** A send still unanswered after this is ended by closing its connection. */
  sendTimeoutMs: number;
  /** How long a claim holds its messages; see leaseSecondsFor. */
  leaseSeconds: number;
  /** Messages claimed and sent together. */
  batchSize: number;
  /** The worker claims no new batch after this long, so a run ends well within a function's limits. */
  runBudgetMs: number;
}

export const DELIVERY_BATCH_SIZE = 10;
export const DELIVERY_RUN_BUDGET_MS = 25_000;

/** Longer than a send (its timeout) plus recording it with retries, twice over. */
export function leaseSecondsFor(sendTimeoutSeconds: number): number {
  return 2 * sendTimeoutSeconds + 10;
}

export interface DeliveryDeps {
  outbox: Outbox;
  mailer: Mailer;
  settings: DeliverySettings;
  logError?: (message: string, detail?: unknown) => void;
  /** Monotonic milliseconds; injectable for tests. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface DeliverySummary {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

const RECORD_RETRY_DELAYS_MS = [250, 1_000, 3_000];
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isAddress(value: unknown): value is EmailAddress {
  const address = value as EmailAddress | null;
  return (
    typeof address === "object" &&
    address !== null &&
    typeof address.address === "string" &&
    address.address !== "" &&
    (address.name === undefined || typeof address.name === "string")
  );
}

function isCalendarPart(value: unknown): value is CalendarPart {
  const part = value as CalendarPart | null;
  return (
    typeof part === "object" &&
    part !== null &&
    (part.method === "REQUEST" || part.method === "CANCEL") &&
    typeof part.ics === "string" &&
    part.ics.startsWith("BEGIN:VCALENDAR")
  );
}

/** The stored jsonb is ours, but it crossed a database: check its shape before it becomes an email. */
export function isOutgoingEmail(value: unknown): value is OutgoingEmail {
  const email = value as OutgoingEmail | null;
  return (
    typeof email === "object" &&
    email !== null &&
    isAddress(email.from) &&
    isAddress(email.to) &&
    (email.replyTo === undefined || email.replyTo === null || isAddress(email.replyTo)) &&
    typeof email.subject === "string" &&
    typeof email.text === "string" &&
    typeof email.html === "string" &&
    (email.calendar === undefined || isCalendarPart(email.calendar))
  );
}

export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1_000) || "unknown error";
}

interface SendOutcome {
  sent: boolean;
  detail: string;
  permanent: boolean;
}

async function sendClaimed(email: ClaimedEmail, deps: DeliveryDeps): Promise<SendOutcome> {
  if (!isOutgoingEmail(email.message)) {
    return { sent: false, detail: "the stored message is malformed", permanent: true };
  }
  const { sendTimeoutMs } = deps.settings;
  const signal = AbortSignal.timeout(sendTimeoutMs);
  try {
    const receipt = await deps.mailer.send(email.message, {
      messageId: email.messageId,
      idempotencyKey: email.id,
      signal,
    });
    return { sent: true, detail: receipt.response || "accepted", permanent: false };
  } catch (error) {
    if (signal.aborted) {
      const detail = `no answer from the mail server within ${sendTimeoutMs / 1000} s; the connection was closed, so the unfinished message is discarded`;
      return { sent: false, detail, permanent: false };
    }
    return { sent: false, detail: describeError(error), permanent: error instanceof PermanentMailError };
  }
}

/**
 * Runs `record` with a few retries (the database may blip): an unrecorded attempt stays 'sending'
 * until its lease runs out. Null when every try failed (logged as `what`).
 */
export async function recordWithRetries<T>(
  record: () => Promise<T>,
  what: string,
  deps: Pick<DeliveryDeps, "sleep" | "logError">,
): Promise<T | null> {
  const sleep = deps.sleep ?? defaultSleep;
  for (let index = 0; ; index++) {
    try {
      return await record();
    } catch (error) {
      if (index >= RECORD_RETRY_DELAYS_MS.length) {
        (deps.logError ?? console.error)(`recording ${what} failed`, error);
        return null;
      }
      await sleep(RECORD_RETRY_DELAYS_MS[index]);
    }
  }
}

function recordOutcome(
  email: ClaimedEmail,
  outcome: SendOutcome,
  startedAt: Date,
  deps: DeliveryDeps,
): Promise<EmailStatus | null> {
  const attempt = { emailId: email.id, startedAt, retryBaseSeconds: deps.settings.retryBaseSeconds, ...outcome };
  const what = `${outcome.sent ? "sent" : "failed"} lead email ${email.id}`;
  return recordWithRetries(() => deps.outbox.record(attempt), what, deps);
}

async function deliverOne(email: ClaimedEmail, deps: DeliveryDeps): Promise<EmailStatus | null> {
  const startedAt = new Date();
  const outcome = await sendClaimed(email, deps);
  if (!outcome.sent)
    (deps.logError ?? console.error)(`lead email ${email.id} (${email.purpose}) not sent`, outcome.detail);
  return recordOutcome(email, outcome, startedAt, deps);
}

/**
 * Claims and sends due messages in batches until none is due or the run budget is spent. With
 * `only`, one claim of just those messages (they are skipped if another worker has them).
 */
export async function deliverLeadEmails(deps: DeliveryDeps, only?: readonly string[]): Promise<DeliverySummary> {
  const { settings } = deps;
  const summary: DeliverySummary = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const claim = () =>
    deps.outbox.claim({
      limit: only ? only.length : settings.batchSize,
      leaseSeconds: settings.leaseSeconds,
      ids: only,
    });
  const run = { once: !!only, runBudgetMs: settings.runBudgetMs, clock: deps.clock };
  summary.claimed = await drainOutbox(
    claim,
    (email) => deliverOne(email, deps),
    run,
    (status) => {
      if (status === "sent" || status === "retrying" || status === "failed") summary[status] += 1;
    },
  );
  return summary;
}

/**
 * An outbox worker's run: claims a batch, delivers its items side by side, and claims again until
 * nothing is due or the run budget is spent (`once`: one claim). Each item's new status goes to
 * `counted`; answers how many were claimed.
 */
export async function drainOutbox<Item, Status>(
  claim: () => Promise<Item[]>,
  deliver: (item: Item) => Promise<Status>,
  run: { once: boolean; runBudgetMs: number; clock?: () => number },
  counted: (status: Status) => void,
): Promise<number> {
  const clock = run.clock ?? (() => performance.now());
  const started = clock();
  let claimed = 0;
  do {
    const batch = await claim();
    if (batch.length === 0) break;
    claimed += batch.length;
    for (const status of await Promise.all(batch.map(deliver))) counted(status);
  } while (!run.once && clock() - started < run.runBudgetMs);
  return claimed;
}
