// A row of security_reports (migration 20261127000600_security_reports.sql): a vulnerability
// report from the /security form, and where its two emails' delivery stands.
import type { EmailStatus } from "../leads/lead-types";

export const REPORT_STATUSES = ["new", "triaged", "fixed", "closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  new: "New",
  triaged: "Triaged",
  fixed: "Fixed",
  closed: "Closed",
};

export const REPORT_SEVERITIES = ["unknown", "low", "medium", "high", "critical"] as const;
export type ReportSeverity = (typeof REPORT_SEVERITIES)[number];

/** The reporter's own guess, not our assessment: the screen says so. */
export const REPORT_SEVERITY_LABELS: Record<ReportSeverity, string> = {
  unknown: "Not given",
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

export interface SecurityReport {
  id: string;
  reference: string;
  email: string;
  full_name: string | null;
  title: string;
  description: string;
  affected_asset: string | null;
  severity: ReportSeverity;
  status: ReportStatus;
  closed_at: string | null;
  email_status: EmailStatus;
  email_error: string | null;
  email_attempts: number;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

/** The list's columns: never the description, which can be 10,000 characters. */
export const REPORT_LIST_COLUMNS = "id, reference, email, full_name, title, severity, status, email_status, created_at";
export type SecurityReportRow = Pick<
  SecurityReport,
  "id" | "reference" | "email" | "full_name" | "title" | "severity" | "status" | "email_status" | "created_at"
>;

export const REPORTS_PAGE_SIZE = 20;
