// A row of the lead_inbox view (migration 20260101000400_admin.sql): demo requests and contact
// messages in one shape; contact-only fields are null for demo requests.

export const LEAD_KINDS = ["demo", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type EmailStatus = "pending" | "sent" | "failed";

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
}

/** Columns the inbox reads (never search_text, which only exists to filter on). */
export const LEAD_COLUMNS =
  "kind, id, created_at, updated_at, full_name, email, company, phone, service, message, status, email_status, email_error, email_attempts";

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

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
};
