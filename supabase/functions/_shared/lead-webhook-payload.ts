// What the CRM receives for a new lead: the event the webhooks' outbox stores with the lead
// (migration 20261128000900_lead_webhooks.sql) and webhook-delivery.ts sends, signed, on every
// attempt. The shape Standard Webhooks recommends: { type, timestamp, data }. This is the contract
// receivers code against: add fields, never rename or remove one.

import { adminSubmissionUrl } from "@rules/admin-links.ts";
import { LEAD_WEBHOOK_EVENTS, type WebhookEvent } from "@rules/webhooks.ts";
import type { LeadAttribution } from "@rules/lead-context.ts";
import type { LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";

export interface LeadWebhookPayload {
  type: WebhookEvent;
  /** When the event happened (the lead arrived), ISO 8601. */
  timestamp: string;
  data: {
    /** The lead's id: stable, so a receiver can upsert on it. */
    id: string;
    kind: "contact" | "demo";
    receivedAt: string;
    fullName: string;
    email: string;
    company: string | null;
    /** Contact messages only (null for demo requests). */
    phone: string | null;
    service: string | null;
    message: string | null;
    /** The lead in our admin area, when SITE_URL is set. */
    adminUrl: string | null;
    /** First touch (landing page, utm_*, referrer) and last touch (the form's page); null when not sent. */
    attribution: LeadAttribution | null;
    consent: {
      /** The privacy notice shown beside the form (its date), or null when the form did not say. */
      privacyNoticeVersion: string | null;
      /** When the form was sent with that notice. */
      privacyNoticeShownAt: string | null;
      /** The optional "send me security updates" box. */
      securityUpdates: boolean;
    };
  };
}

/** One event, as submit_lead() stores it: its webhook-id, type and payload. */
export interface LeadWebhookEvent {
  /** `msg_` and 32 hex digits: the webhook-id header of every delivery and attempt of this event. */
  id: string;
  type: WebhookEvent;
  payload: LeadWebhookPayload;
  /** Also deliver to LEAD_WEBHOOK_URL (the function has it). */
  environment: boolean;
}

export const newWebhookId = (uuid: string = crypto.randomUUID()) => `msg_${uuid.replaceAll("-", "")}`;

const orNull = (value: string | undefined): string | null => (value ? value : null);

/** The event for a new contact message or demo request; null for a security report (never sent out). */
export function leadWebhookEvent(
  submission: LeadSubmission,
  lead: { id: string; receivedAt: Date; meta: LeadRequestMeta },
  options: { siteOrigin?: string; environment: boolean; webhookId?: string },
): LeadWebhookEvent | null {
  if (submission.kind === "security") return null;
  const type = LEAD_WEBHOOK_EVENTS[submission.kind];
  const at = lead.receivedAt.toISOString();
  const consent = lead.meta.context?.consent ?? null;
  const contact = submission.kind === "contact" ? submission.lead : null;
  return {
    id: options.webhookId ?? newWebhookId(),
    type,
    environment: options.environment,
    payload: {
      type,
      timestamp: at,
      data: {
        id: lead.id,
        kind: submission.kind,
        receivedAt: at,
        fullName: submission.lead.fullName,
        email: submission.lead.email,
        company: orNull(submission.lead.company),
        phone: orNull(contact?.phone),
        service: orNull(contact?.service),
        message: orNull(contact?.message),
        adminUrl: options.siteOrigin ? adminSubmissionUrl(options.siteOrigin, submission.kind, lead.id) : null,
        attribution: lead.meta.context?.attribution ?? null,
        consent: {
          privacyNoticeVersion: consent?.privacyNoticeVersion ?? null,
          privacyNoticeShownAt: consent?.privacyNoticeVersion ? at : null,
          securityUpdates: consent?.securityUpdates ?? false,
        },
      },
    },
  };
}
