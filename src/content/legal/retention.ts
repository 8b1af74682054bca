// The retention periods as the privacy policy and the trust center state them, in words made from
// the constants the scheduled deletion applies (@rules/retention.ts), so no page can state another.
import { RETENTION, type RetentionRule } from "@rules/retention.ts";

const STARTS: Record<RetentionRule["from"], string> = {
  received: "after they arrive",
  closed: "after the report is closed",
  lastStatusChange: "after the last step in our hiring process (for most, our decision)",
};

/** "24 months after they arrive". */
export const retentionPeriod = (rule: RetentionRule) => `${rule.months} months ${STARTS[rule.from]}`;

export const leadRetention = `Contact messages and demo requests, with the emails we sent about them, are deleted ${retentionPeriod(RETENTION.leads)}.`;

export const securityReportRetention = `Vulnerability reports, with their emails, are deleted ${retentionPeriod(RETENTION.securityReports)}, never while one is open.`;

export const applicationRetention = `Job applications, with their CVs, are deleted ${retentionPeriod(RETENTION.applications)}; you can withdraw yours sooner with the link in our confirmation email, which deletes it at once.`;

export const accountRetention =
  "Account data is kept while your account is open and deleted within 30 days after you close it, except where we must keep records longer by law.";
