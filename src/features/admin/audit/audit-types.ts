// A row of audit_log (migration 20261127000500_audit_log.sql) and the actions the migrations
// record (supabase/migrations/README.md, "The audit trail").

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  action: string;
  target_table: string | null;
  target_id: string | null;
  detail: Record<string, unknown>;
}

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "role.grant": "Role granted",
  "role.revoke": "Role revoked",
  "lead.status": "Lead status changed",
  "lead.resend": "Lead emails resent",
  "lead.export": "Leads exported",
  "content.insert": "Content added",
  "content.update": "Content changed",
  "content.delete": "Content removed",
  "security_report.status": "Report status changed",
  "security_report.resend": "Report emails resent",
  "data_request.export": "Personal data exported",
  "data_request.erase": "Personal data erased",
  "retention.purge": "Expired data deleted",
  "webhook.create": "Webhook endpoint added",
  "webhook.update": "Webhook endpoint changed",
  "webhook.delete": "Webhook endpoint removed",
  "webhook.rotate_secret": "Webhook secret replaced",
  "webhook.redeliver": "Webhook redelivered",
  "application.status": "Application status changed",
  "application.note": "Application noted",
  "application.withdraw": "Application withdrawn",
  "application.resend": "Application emails resent",
};

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

export const AUDIT_PAGE_SIZE = 50;
export const ACTOR_SEARCH_MAX_LENGTH = 254;

export interface AuditFilters {
  action?: string;
  /** Part of the actor's email, matched case-insensitively. */
  actor?: string;
}
