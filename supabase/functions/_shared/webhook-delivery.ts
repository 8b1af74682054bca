// Sends the webhooks' outbox: claim -> check the target -> sign and POST -> record, for the
// submitting function's first attempt (one event, after it has answered) and for the scheduled
// worker (whatever is due). Retries, back-off and giving up are decided in SQL when an attempt is
// recorded (migration 20261128000900_lead_webhooks.sql), as for the emails.
//
// Signed per Standard Webhooks (the `standardwebhooks` library): webhook-id (the event's, the same
// on every attempt, so a receiver drops repeats: delivery is at least once), webhook-timestamp
// (this attempt's, seconds) and webhook-signature (`v1,` + base64 HMAC-SHA256 of
// `id.timestamp.body` with the endpoint's whsec_ secret). Any 2xx is delivered; anything else,
// a redirect (never followed), a timeout or a network error is retried.

import { Webhook } from "standardwebhooks";
import { describeError, drainOutbox, recordWithRetries } from "./lead-delivery.ts";
import type { ClaimedWebhook, WebhookOutbox, WebhookStatus } from "./lead-ports.ts";
import { checkWebhookTarget, type TargetPolicy } from "./webhook-target.ts";

export interface WebhookDeliverySettings {
  /** First retry after this, doubling each time (capped at 4 hours in SQL): LEADS_RETRY_BASE_SECONDS. */
  retryBaseSeconds: number;
  /** A request unanswered after this is abandoned (and retried): LEAD_WEBHOOK_TIMEOUT_SECONDS. */
  timeoutMs: number;
  leaseSeconds: number;
  batchSize: number;
  runBudgetMs: number;
}

/** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET: the endpoint deployments set as code. */
export interface EnvironmentEndpoint {
  url?: string;
  secret?: string;
}

export interface WebhookDeliveryDeps {
  outbox: WebhookOutbox;
  settings: WebhookDeliverySettings;
  environment: EnvironmentEndpoint;
  policy: TargetPolicy;
  fetch?: typeof fetch;
  /** Wall-clock time, for webhook-timestamp. */
  now?: () => Date;
  logError?: (message: string, detail?: unknown) => void;
  /** Monotonic milliseconds; injectable for tests. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface WebhookSummary {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

export const WEBHOOK_USER_AGENT = "SentinelForge-Webhooks/1.0 (+https://www.standardwebhooks.com)";
/** What of a receiver's answer is kept with the attempt. */
const RESPONSE_EXCERPT_CHARS = 300;

interface Outcome {
  delivered: boolean;
  statusCode: number | null;
  detail: string;
  permanent: boolean;
}

/** The start of a response body, without reading more of it than that. */
async function excerpt(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < RESPONSE_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.slice(0, RESPONSE_EXCERPT_CHARS).trim();
}

/** The headers and body of one signed attempt. */
export function signedRequest(
  webhookId: string,
  secret: string,
  payload: unknown,
  at: Date,
): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(payload);
  // Standard Webhooks' own timestamp rule: whole seconds (the library signs what it is given).
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": WEBHOOK_USER_AGENT,
      "webhook-id": webhookId,
      "webhook-timestamp": String(timestamp.getTime() / 1000),
      "webhook-signature": new Webhook(secret).sign(webhookId, timestamp, body),
    },
  };
}

async function post(url: URL, request: { headers: Record<string, string>; body: string }, deps: WebhookDeliveryDeps) {
  const { timeoutMs } = deps.settings;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await (deps.fetch ?? fetch)(url, { method: "POST", redirect: "manual", signal, ...request });
    const text = await excerpt(response);
    const status = response.status;
    if (status >= 200 && status < 300) return { delivered: true, statusCode: status, detail: text, permanent: false };
    const location = response.headers.get("location");
    const detail =
      status >= 300 && status < 400
        ? `HTTP ${status}: redirects are not followed${location ? ` (to ${location.slice(0, 200)})` : ""}`
        : `HTTP ${status}${text ? `: ${text}` : ""}`;
    return { delivered: false, statusCode: status, detail, permanent: false };
  } catch (error) {
    const detail = signal.aborted
      ? `no answer within ${timeoutMs / 1000} s; the request was abandoned (the receiver may still have it: same webhook-id)`
      : describeFetchError(error);
    return { delivered: false, statusCode: null, detail, permanent: false };
  }
}

/** fetch's error with its cause ("fetch failed" says nothing; "connect ECONNREFUSED 127.0.0.1:9" does). */
function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } } | null)?.cause;
  const why = cause?.message || cause?.code;
  return why ? `${describeError(error)}: ${why}`.slice(0, 1_000) : describeError(error);
}

/** Where and with which secret: the endpoint's, or LEAD_WEBHOOK_URL's. */
function targetOf(claimed: ClaimedWebhook, environment: EnvironmentEndpoint) {
  if (claimed.endpointId !== null) return { url: claimed.url, secret: claimed.secret, source: "the endpoint" };
  return { url: environment.url ?? null, secret: environment.secret ?? null, source: "LEAD_WEBHOOK_URL" };
}

async function attempt(claimed: ClaimedWebhook, deps: WebhookDeliveryDeps): Promise<Outcome & { url: string | null }> {
  const { url, secret, source } = targetOf(claimed, deps.environment);
  // Not permanent: the configuration may be fixed before the delivery gives up.
  const failed = (detail: string, permanent = false) => ({
    delivered: false,
    statusCode: null,
    detail,
    permanent,
    url,
  });
  if (!url) return failed("LEAD_WEBHOOK_URL is not set any more");
  if (!secret) return failed(`no signing secret for ${source} (set LEAD_WEBHOOK_SECRET)`);
  if (typeof claimed.payload !== "object" || claimed.payload === null)
    return failed("the stored payload is malformed", true);
  const target = await checkWebhookTarget(url, deps.policy);
  if (!target.ok) return failed(`refused: ${target.reason}`, target.permanent);
  let request;
  try {
    request = signedRequest(claimed.webhookId, secret, claimed.payload, (deps.now ?? (() => new Date()))());
  } catch (error) {
    return failed(`${source}'s secret is not a Standard Webhooks secret (whsec_ and base64): ${describeError(error)}`);
  }
  return { ...(await post(target.url, request, deps)), url };
}

async function deliverOne(claimed: ClaimedWebhook, deps: WebhookDeliveryDeps): Promise<WebhookStatus | null> {
  const startedAt = new Date();
  const { url, ...outcome } = await attempt(claimed, deps);
  if (!outcome.delivered) (deps.logError ?? console.error)(`webhook ${claimed.id} not delivered`, outcome.detail);
  const record = {
    deliveryId: claimed.id,
    url,
    startedAt,
    retryBaseSeconds: deps.settings.retryBaseSeconds,
    ...outcome,
  };
  const what = `${outcome.delivered ? "delivered" : "failed"} webhook ${claimed.id}`;
  return recordWithRetries(() => deps.outbox.record(record), what, deps);
}

/**
 * Claims and sends due deliveries in batches until none is due or the run budget is spent. With
 * `webhookId`, one claim of just that event's deliveries (skipped if another worker has them).
 */
export async function deliverWebhooks(deps: WebhookDeliveryDeps, webhookId?: string): Promise<WebhookSummary> {
  const { settings } = deps;
  const summary: WebhookSummary = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  const claim = () => deps.outbox.claim({ limit: settings.batchSize, leaseSeconds: settings.leaseSeconds, webhookId });
  const run = { once: !!webhookId, runBudgetMs: settings.runBudgetMs, clock: deps.clock };
  summary.claimed = await drainOutbox(
    claim,
    (claimed) => deliverOne(claimed, deps),
    run,
    (status) => {
      if (status === "delivered" || status === "retrying" || status === "failed") summary[status] += 1;
    },
  );
  return summary;
}
