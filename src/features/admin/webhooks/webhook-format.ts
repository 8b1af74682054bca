// How the webhooks read on the Integrations screen: events, endpoints, where a delivery stands and
// what its attempts learnt. Pure, so the wording is tested without a browser.
import { LEAD_KIND_LABELS, type LeadKind } from "../leads/lead-types";
import { oneOf } from "../list-params";
import {
  DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type DeliveryStatus,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from "./webhook-types";

/** The endpoint of deliveries without one: where the Edge Functions' secret sends them. */
export const ENVIRONMENT_ENDPOINT_LABEL = "LEAD_WEBHOOK_URL (function secret)";

/** `?status=`: one of the deliveries' statuses, or all of them. */
export const deliveryStatusFromParams = (params: URLSearchParams): DeliveryStatus | undefined =>
  oneOf(DELIVERY_STATUSES, params.get("status"));

/** An event as staff read it; an event this screen does not know yet, as it is stored. */
export const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event;

/** "New contact messages and new demo requests": what an endpoint receives, in the events' order. */
export function eventsSummary(events: readonly string[]): string {
  const names = WEBHOOK_EVENTS.filter((event) => events.includes(event)).map((event) =>
    event === "contact_message.created" ? "contact messages" : "demo requests",
  );
  if (names.length === 0) return "No events";
  return `New ${names.join(" and new ")}`;
}

/** The events with one turned on or off, in the events' order. */
export function toggledEvents(events: readonly WebhookEvent[], event: WebhookEvent, on: boolean): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((candidate) => (candidate === event ? on : events.includes(candidate)));
}

/** Where a delivery goes: its endpoint's URL, or the function secret's endpoint. */
export function endpointName(endpointId: string | null, endpoints: readonly Pick<WebhookEndpoint, "id" | "url">[]) {
  if (endpointId === null) return ENVIRONMENT_ENDPOINT_LABEL;
  return endpoints.find((endpoint) => endpoint.id === endpointId)?.url ?? "An endpoint no longer listed";
}

/** The lead's link text, unique on the page: "Demo request 3f2a9c1e". */
export const leadLinkText = (kind: LeadKind, id: string) => `${LEAD_KIND_LABELS[kind] ?? "Lead"} ${id.slice(0, 8)}`;

/** "HTTP 503", or "No HTTP answer" when the request got none (refused, timed out). */
export const httpStatusText = (code: number | null) => (code === null ? "No HTTP answer" : `HTTP ${code}`);

/** The delivery's last result: none before the first attempt. */
export function lastResult(delivery: Pick<WebhookDelivery, "attempts" | "last_status_code" | "last_error">) {
  if (delivery.attempts === 0) return { status: "Not tried yet", error: null };
  return { status: httpStatusText(delivery.last_status_code), error: delivery.last_error };
}

export interface DeliveryTiming {
  /** What the moment is: "Next attempt", "Delivered", … */
  term: string;
  /** The moment (ISO), when there is one. */
  at?: string;
  /** What to say instead of the moment, or after it. */
  note?: string;
}

/** When the delivery was delivered, or will be tried next; why there is no next try. */
export function deliveryTiming(
  delivery: Pick<WebhookDelivery, "status" | "next_attempt_at" | "delivered_at">,
  now: Date,
): DeliveryTiming {
  switch (delivery.status) {
    case "delivered":
      return { term: "Delivered", at: delivery.delivered_at ?? undefined };
    // While sending, next_attempt_at is only the sender's lease.
    case "sending":
      return { term: "Next attempt", note: "Being sent now" };
    case "failed":
      return { term: "Next attempt", note: "None: gave up. Redeliver to try again." };
    default:
      return new Date(delivery.next_attempt_at) <= now
        ? { term: "Next attempt", note: "Due now" }
        : { term: "Next attempt", at: delivery.next_attempt_at };
  }
}

/** One attempt's answer in a line: "HTTP 200, delivered" or "No HTTP answer, failed". */
export const attemptResult = (attempt: Pick<WebhookAttempt, "status_code" | "outcome">) =>
  `${httpStatusText(attempt.status_code)}, ${attempt.outcome === "delivered" ? "delivered" : "failed"}`;

/** How long an attempt took: "35 ms", "2.4 s" or "12 s". */
export function attemptDuration(attempt: Pick<WebhookAttempt, "started_at" | "finished_at">): string {
  const ms = Math.max(0, new Date(attempt.finished_at).getTime() - new Date(attempt.started_at).getTime());
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

/**
 * Which field of the add form the database's refusal is about, from create_webhook_endpoint()'s
 * sentences: the events, the description, or (any other) the URL.
 */
export function problemField(message: string): "url" | "events" | "description" {
  if (/\bevents?\b/i.test(message)) return "events";
  if (/\bdescription\b/i.test(message)) return "description";
  return "url";
}
