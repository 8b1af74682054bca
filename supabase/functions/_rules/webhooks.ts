// The CRM webhooks' names the Edge Functions send and the admin area shows: the events a new lead
// produces and where a delivery stands. The database checks the same values
// (webhook_event_types() and webhook_deliveries.status, migration 20261128000900_lead_webhooks.sql).

/** The event each lead kind produces. */
export const LEAD_WEBHOOK_EVENTS = {
  contact: "contact_message.created",
  demo: "demo_request.created",
} as const;

export type WebhookEvent = (typeof LEAD_WEBHOOK_EVENTS)[keyof typeof LEAD_WEBHOOK_EVENTS];

/** Every event, in the order the admin area lists them. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [LEAD_WEBHOOK_EVENTS.contact, LEAD_WEBHOOK_EVENTS.demo];

/** queued → sending → delivered, or retrying → … → failed (given up). */
export const WEBHOOK_DELIVERY_STATUSES = ["queued", "sending", "delivered", "retrying", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
