// How long the site keeps what visitors send: THE retention periods. The /privacy and /trust pages
// import them to state the periods; the scheduled Edge Function purge-expired-data imports them
// and passes them to public.purge_expired_data(), which deletes what is older. The database has
// the mechanism only, never a number of its own, so the pages cannot state one period while the
// job applies another.

export interface RetentionRule {
  months: number;
  /** When the period starts. */
  from: "received" | "closed" | "lastStatusChange";
}

export const RETENTION = {
  /**
   * Contact messages and demo requests, with their stored emails and delivery attempts: 24 months
   * after they arrive. Long enough for a sales cycle and a renewal conversation a year later;
   * after two years an unanswered enquiry is stale, and a customer is in the CRM, not here.
   */
  leads: { months: 24, from: "received" },
  /**
   * Security reports, with their emails: 36 months after they are closed (never while open). A
   * fixed flaw can come back; the report, its reproduction and its reporter are the evidence when
   * it does, and the record a customer's or auditor's vulnerability-management review (SOC 2,
   * ISO 27001, usually a yearly cycle) asks for over the past years. Three years also covers the
   * regular limitation period for claims in most of Europe.
   */
  securityReports: { months: 36, from: "closed" },
  /**
   * Job applications, with their CVs, notes and emails: 6 months after the last move in HR's
   * pipeline, which for a decided one is the decision (hired or rejected). Six months covers the
   * window in which a rejected candidate can challenge the decision (in Germany two months to
   * claim, plus the court's deadline; similar elsewhere in the EU) and no more; a hired candidate's
   * file lives in the HR system, not here. A candidate can withdraw sooner with the link in their
   * acknowledgement, which deletes both at once.
   */
  applications: { months: 6, from: "lastStatusChange" },
} as const satisfies Record<string, RetentionRule>;
