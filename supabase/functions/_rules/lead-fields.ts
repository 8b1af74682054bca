import type { SecurityReportField } from "./security-report-validation.ts";

// What a lead form is made of: its fields, the service choices and the honeypot. Kept apart from
// the rules so a form can render from it without loading the validator until it is submitted.

/** Contact service choices; the value sent is the lowercased label (spec section 2). */
export const SERVICE_OPTIONS = [
  { label: "Next Generation SIEM/SOC", value: "next generation siem/soc" },
  { label: "Network Security", value: "network security" },
  { label: "Cloud Security", value: "cloud security" },
  { label: "AI Powered Threat Hunting", value: "ai powered threat hunting" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

/** Hidden form field that people never fill in; bots that do are answered 200 and ignored. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["fullName", "email", "company", "phone", "service", "message"] as const;
export const DEMO_FIELDS = ["fullName", "email", "company"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type DemoField = (typeof DEMO_FIELDS)[number];
/** A field an Edge Function's 400 can name: any form's field, or "body" for the request itself. */
export type LeadField = ContactField | SecurityReportField | "body";
