// A row of the lead_inbox view (migration 20261127000200_leads.sql): demo requests and contact
// messages in one shape; contact-only fields are null for demo requests.
import type { LeadAttribution } from "@rules/lead-context.ts";

export const LEAD_KINDS = ["demo", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Delivery of a lead's emails (migration 20261127000200_leads.sql). Per message: queued →
 * sending → sent, or retrying (attempts, last error, next try) until it is sent or failed (given
 * up). A lead's email_status sums up its messages.
 */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "retrying", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface Lead {
  kind: LeadKind;
  id: string;
  created_at: string;
  updated_at: string;
  full_name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  status: LeadStatus;
  email_status: EmailStatus;
  email_error: string | null;
  email_attempts: number;
  /** The staff member the lead is given to, or null. */
  owner_id: string | null;
  /** Where the visit came from (migration 20261128000500_lead_context.sql); null before it was kept. */
  attribution: LeadAttribution | null;
  /** The privacy notice shown beside the form (its date), and when the form was sent with it. */
  privacy_notice_version: string | null;
  privacy_notice_accepted_at: string | null;
  security_updates: boolean;
  /** The company domain of the address (null for webmail), and which contact from it or the address this is (1 = first). */
  contact_domain: string | null;
  contact_number: number;
}

/** Columns the inbox reads (never search_text, which only exists to filter on). */
export const LEAD_COLUMNS =
  "kind, id, created_at, updated_at, full_name, email, company, phone, service, message, status, email_status, email_error, email_attempts, owner_id, attribution, privacy_notice_version, privacy_notice_accepted_at, security_updates, contact_domain, contact_number";

/** The table a lead lives in, for status updates. */
export const LEAD_TABLES: Record<LeadKind, "demo_requests" | "contact_messages"> = {
  demo: "demo_requests",
  contact: "contact_messages",
};

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  demo: "Demo request",
  contact: "Contact message",
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

/** What the admin reads: "sending" is a moment in the worker's loop, shown as still queued. */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  sending: "Queued",
  retrying: "Retrying",
  failed: "Not delivered",
  sent: "Delivered",
};

/** Messages an admin can send again: given up, or waiting for their next try. */
export const RESENDABLE_EMAIL_STATUSES: readonly EmailStatus[] = ["failed", "retrying"];

/** A lead's own two messages, then a booked demo's (migration 20261128001200_demo_booking_emails.sql). */
export const LEAD_EMAIL_PURPOSES = [
  "notification",
  "acknowledgement",
  "invitation",
  "rep-invitation",
  "cancellation",
  "rep-cancellation",
] as const;
export type LeadEmailPurpose = (typeof LEAD_EMAIL_PURPOSES)[number];

export const LEAD_EMAIL_PURPOSE_LABELS: Record<LeadEmailPurpose, string> = {
  notification: "Notification to sales",
  acknowledgement: "Acknowledgement to the visitor",
  invitation: "Demo invitation to the visitor",
  "rep-invitation": "Demo invitation to the rep",
  cancellation: "Demo cancellation to the visitor",
  "rep-cancellation": "Demo cancellation to the rep",
};

/** What a row of lead_emails is about: a lead, a security report or a job application. */
export type EmailSubjectKind = LeadKind | "security" | "application";

/** A row of lead_emails: one outgoing message of a lead and the story of its delivery. */
export interface LeadEmail {
  id: string;
  lead_kind: EmailSubjectKind;
  lead_id: string;
  purpose: LeadEmailPurpose;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Never the message itself (its jsonb can be large): the list only shows delivery. */
export const LEAD_EMAIL_COLUMNS =
  "id, lead_kind, lead_id, purpose, status, attempts, last_error, next_attempt_at, sent_at, created_at, updated_at";
