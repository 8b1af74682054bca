// For tests: a contact message as lead_inbox answers it, with whatever a test changes.
import type { Lead } from "./lead-types";

export const SAMPLE_LEAD_ID = "0b8f6a4e-0000-4000-8000-000000000001";

export const sampleLead = (overrides: Partial<Lead> = {}): Lead => ({
  kind: "contact",
  id: SAMPLE_LEAD_ID,
  created_at: "2026-01-05T09:30:00.000Z",
  updated_at: "2026-01-05T09:30:00.000Z",
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: null,
  service: "cloud security",
  message: "Hello",
  status: "new",
  email_status: "sent",
  email_error: null,
  email_attempts: 1,
  owner_id: null,
  attribution: null,
  privacy_notice_version: null,
  privacy_notice_accepted_at: null,
  security_updates: false,
  contact_domain: null,
  contact_number: 1,
  ...overrides,
});
