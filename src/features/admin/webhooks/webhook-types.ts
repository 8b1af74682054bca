// Outbound webhooks to the CRM (migration 20261128000900_lead_webhooks.sql): the endpoints staff
// add, and the outbox of deliveries with each attempt. The endpoints' signing secret is never
// readable; create_webhook_endpoint() and rotate_webhook_secret() answer it once.
import {
  WEBHOOK_DELIVERY_STATUSES as DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookDeliveryStatus as DeliveryStatus,
  type WebhookEvent,
} from "@rules/webhooks.ts";
import type { LeadKind } from "../leads/lead-types";

export { DELIVERY_STATUSES, WEBHOOK_EVENTS, type DeliveryStatus, type WebhookEvent };

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "contact_message.created": "New contact message",
  "demo_request.created": "New demo request",
};

/** Every column but the secret, which the API roles may not read. */
export const ENDPOINT_COLUMNS = "id, url, description, events, enabled, created_at, updated_at";

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

/** The database's limit on an endpoint's description. */
export const DESCRIPTION_MAX_LENGTH = 200;
/** The database's limit on an endpoint's URL. */
export const URL_MAX_LENGTH = 2048;

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  delivered: "Delivered",
  retrying: "Retrying",
  failed: "Failed",
};

export const DELIVERY_COLUMNS =
  "id, webhook_id, endpoint_id, event_type, lead_kind, lead_id, status, attempts, last_error, last_status_code, next_attempt_at, delivered_at, created_at";

export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  /** null: the endpoint the Edge Functions' secret LEAD_WEBHOOK_URL names. */
  endpoint_id: string | null;
  event_type: WebhookEvent;
  lead_kind: LeadKind;
  lead_id: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  last_status_code: number | null;
  next_attempt_at: string;
  delivered_at: string | null;
  created_at: string;
}

export const ATTEMPT_COLUMNS = "started_at, finished_at, url, status_code, outcome, detail";

export interface WebhookAttempt {
  started_at: string;
  finished_at: string;
  url: string | null;
  /** null when no HTTP answer came (a refused connection, a timeout). */
  status_code: number | null;
  outcome: "delivered" | "error";
  detail: string | null;
}

export const DELIVERIES_PAGE_SIZE = 20;

/** A new signing secret, answered once: for a new endpoint, or a rotation. */
export interface RevealedSecret {
  url: string;
  secret: string;
  /** Why it shows: the endpoint was just added, or its secret replaced. */
  reason: "created" | "rotated";
}
