// The retention periods as the privacy policy and the trust center state them, in words made from
// the constants the scheduled deletion applies (@rules/retention.ts), so no page can state another.
import { RETENTION, type RetentionRule } from "@rules/retention.ts";

const STARTS: Record<RetentionRule["from"], string> = {
  received: "after they arrive",
  closed: "after the report is closed",
};

/** "24 months after they arrive". */
export const retentionPeriod = (rule: RetentionRule) => `${rule.months} months ${STARTS[rule.from]}`;

export const leadRetention = `Contact messages and demo requests, with the emails we sent about them, are deleted ${retentionPeriod(RETENTION.leads)}.`;

export const securityReportRetention = `Vulnerability reports, with their emails, are deleted ${retentionPeriod(RETENTION.securityReports)}, never while one is open.`;

export const accountRetention =
  "Account data is kept while your account is open and deleted within 30 days after you close it, except where we must keep records longer by law.";
