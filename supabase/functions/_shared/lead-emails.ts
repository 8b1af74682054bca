// The two emails each lead triggers: a notification to the sales inbox (the security inbox for a
// security report; Reply-To the visitor) and an acknowledgement to the visitor (a report's quotes
// its reference), both in the brand's frame (lead-emails-layout.ts) with a
// plain-text part. Every visitor value is HTML-escaped in the HTML part and stripped of line
// breaks wherever it reaches a header. The acknowledgement deliberately does not echo the message
// or company: otherwise anyone could make us mail arbitrary text to a stranger.

import { BRAND, BRAND_COLORS } from "@rules/brand.ts";
import { escapeHtml, escapeHtmlMultiline } from "./html-escape.ts";
import { actionButton, brandedEmailHtml, brandedEmailText, paragraph } from "./lead-emails-layout.ts";
import type { LeadSubmission } from "./lead-submission.ts";
import { CONTACT_TOASTS, DEMO_TOASTS, SERVICE_OPTIONS } from "@rules/lead-validation.ts";
import { ACKNOWLEDGE_WITHIN_BUSINESS_DAYS, SEVERITY_OPTIONS } from "@rules/security-report-validation.ts";
import { cleanSingleLine } from "@rules/text-cleaning.ts";
import { adminSubmissionUrl } from "@rules/admin-links.ts";

export interface EmailAddress {
  name?: string;
  address: string;
}

export interface OutgoingEmail {
  from: EmailAddress;
  to: EmailAddress;
  replyTo?: EmailAddress;
  subject: string;
  text: string;
  html: string;
  /**
   * A calendar invitation (RFC 5545, a demo booking's): mailers send it as a text/calendar part
   * with its iTIP method, which calendar clients offer to add, move or remove.
   */
  calendar?: CalendarPart;
}

export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  ics: string;
}

/** How mailers name and type a calendar part. */
export const CALENDAR_FILENAME = "invite.ics";
export const calendarContentType = (method: CalendarPart["method"]) => `text/calendar; charset=utf-8; method=${method}`;

export interface MailSettings {
  salesInbox: EmailAddress;
  /** Where security reports are announced (SECURITY_INBOX). */
  securityInbox: EmailAddress;
  /** Where job applications are announced (HR_INBOX). */
  hrInbox: EmailAddress;
  from: EmailAddress;
  /** The site's public origin (SITE_URL's, no path), for the staff email's link to the admin area; unset, no link. */
  siteUrl?: string;
}

/** The stored submission an email is about. */
export interface Received {
  /** The lead's (or report's) id, which the staff email links to. */
  id: string;
  at: Date;
}

export interface LeadEmails {
  notification: OutgoingEmail;
  acknowledgement: OutgoingEmail;
}

type Row = { label: string; value: string; multiline?: boolean };

function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function severityLabel(value: string): string {
  return SEVERITY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function leadRows(submission: LeadSubmission): Row[] {
  if (submission.kind === "security") {
    const report = submission.lead;
    return [
      { label: "Reference", value: submission.reference },
      { label: "Name", value: report.fullName },
      { label: "Email", value: report.email },
      { label: "Severity guess", value: severityLabel(report.severity) },
      { label: "Affected", value: report.affectedAsset },
      { label: "Title", value: report.title },
      { label: "Description", value: report.description, multiline: true },
    ];
  }
  const { lead } = submission;
  const common = [
    { label: "Name", value: lead.fullName },
    { label: "Email", value: lead.email },
    { label: "Company", value: lead.company },
  ];
  if (submission.kind === "demo") return common;
  const { phone, service, message } = submission.lead;
  return [
    ...common,
    { label: "Phone", value: phone },
    { label: "Service", value: serviceLabel(service) },
    { label: "Message", value: message, multiline: true },
  ];
}

/**
 * When it arrived, as the company reads its clock (BRAND.timeZone), with UTC beside it for anyone
 * elsewhere: "Friday, November 27, 2026 at 9:10 PM EST (02:10 UTC)".
 */
export function receivedLabel(at: Date): string {
  const local = new Intl.DateTimeFormat("en-US", {
    timeZone: BRAND.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
  const utc = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${local} (${utc} UTC)`;
}

const OPEN_LABEL = "Open in the admin area";

function notificationText(received: Received, rows: Row[], link: string | undefined): string {
  const lines = rows.map((row) =>
    row.multiline ? `${row.label}:\n${row.value || "-"}` : `${row.label}: ${row.value || "-"}`,
  );
  const open = link ? `${OPEN_LABEL}: ${link}\n\n` : "";
  return `Received: ${receivedLabel(received.at)}\n${open}\n${lines.join("\n")}`;
}

function notificationHtml(received: Received, rows: Row[], link: string | undefined): string {
  const cell = `padding:8px 0;border-top:1px solid ${BRAND_COLORS.border};font-size:15px;line-height:22px;vertical-align:top;`;
  const cells = [{ label: "Received", value: receivedLabel(received.at) }, ...rows]
    .map((row: Row) => {
      const value = row.multiline ? escapeHtmlMultiline(row.value) : escapeHtml(row.value);
      return `<tr><th align="left" valign="top" style="${cell}width:112px;padding-right:16px;font-weight:600;color:${BRAND_COLORS.mutedForeground};">${escapeHtml(row.label)}</th><td style="${cell}color:${BRAND_COLORS.foreground};">${value || "-"}</td></tr>`;
    })
    .join("\n");
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">\n${cells}\n</table>`;
  if (!link) return table;
  return `${actionButton(escapeHtml(link), OPEN_LABEL, "Or paste this address into your browser:")}\n${table}`;
}

/** The admin area's address of what arrived, when the site's origin is configured. */
function adminLink(submission: LeadSubmission, received: Received, settings: MailSettings): string | undefined {
  return settings.siteUrl ? adminSubmissionUrl(settings.siteUrl, submission.kind, received.id) : undefined;
}

const FORM_NAMES = {
  demo: "demo request form",
  contact: "contact form",
  security: "security report form",
} as const;
const NOTIFICATION_HEADINGS = {
  demo: "New demo request",
  contact: "New contact message",
  security: "New security report",
} as const;

/** Where a kind's notification goes: security reports to the security inbox, leads to sales. */
function inboxFor(submission: LeadSubmission, settings: MailSettings): { inbox: EmailAddress; name: string } {
  return submission.kind === "security"
    ? { inbox: settings.securityInbox, name: "security inbox" }
    : { inbox: settings.salesInbox, name: "sales inbox" };
}

function notification(submission: LeadSubmission, received: Received, settings: MailSettings) {
  const heading = NOTIFICATION_HEADINGS[submission.kind];
  const rows = leadRows(submission);
  const link = adminLink(submission, received, settings);
  const { inbox, name } = inboxFor(submission, settings);
  const reason = `${inbox.address} is the ${name} of the ${BRAND.name} website's ${FORM_NAMES[submission.kind]}. Reply to answer the visitor directly.`;
  return {
    heading,
    text: brandedEmailText(heading, notificationText(received, rows, link), reason),
    html: brandedEmailHtml({
      heading,
      contentHtml: notificationHtml(received, rows, link),
      reasonHtml: escapeHtml(reason),
    }),
  };
}

const ACKNOWLEDGEMENT_HEADINGS = {
  demo: "We received your demo request",
  contact: "We received your message",
  security: "We received your security report",
} as const;

/** What the acknowledgement says after the greeting: thanks, and when we answer. */
function acknowledgementBody(submission: LeadSubmission): { intro: string; promise: string } {
  if (submission.kind === "security") {
    return {
      intro: `Thank you for telling us. Your reference is ${submission.reference}; please quote it when you write to us about this report.`,
      promise: `A member of our security team will reply within ${ACKNOWLEDGE_WITHIN_BUSINESS_DAYS} business days.`,
    };
  }
  const promise = submission.kind === "demo" ? DEMO_TOASTS.success.description : CONTACT_TOASTS.success.description;
  return { intro: "Thank you for reaching out.", promise };
}

function acknowledgement(submission: LeadSubmission, name: string) {
  const heading = ACKNOWLEDGEMENT_HEADINGS[submission.kind];
  const { intro, promise } = acknowledgementBody(submission);
  const greeting = name ? `Hello ${name},` : "Hello,";
  const signature = `The ${BRAND.name} team`;
  const reason = `this address was entered in the ${FORM_NAMES[submission.kind]} on the ${BRAND.name} website. If that wasn't you, please ignore this email.`;
  return {
    heading,
    text: brandedEmailText(heading, `${greeting}\n\n${intro} ${promise}\n\n${signature}`, reason),
    html: brandedEmailHtml({
      heading,
      contentHtml: [
        paragraph(escapeHtml(greeting)),
        paragraph(`${escapeHtml(intro)} ${escapeHtml(promise)}`),
        paragraph(escapeHtml(signature), "0"),
      ].join("\n"),
      reasonHtml: escapeHtml(reason),
    }),
  };
}

export function buildLeadEmails(submission: LeadSubmission, received: Received, settings: MailSettings): LeadEmails {
  // Validation already cleaned these; cleaning again keeps headers safe for any caller.
  const name = cleanSingleLine(submission.lead.fullName);
  const address = cleanSingleLine(submission.lead.email);
  const visitor: EmailAddress = name ? { name, address } : { address };
  const toSales = notification(submission, received, settings);
  const toVisitor = acknowledgement(submission, name);

  return {
    notification: {
      from: settings.from,
      to: inboxFor(submission, settings).inbox,
      replyTo: visitor,
      subject:
        submission.kind === "security"
          ? `${toSales.heading} ${submission.reference} from ${name || address}`
          : `${toSales.heading} from ${name}`,
      text: toSales.text,
      html: toSales.html,
    },
    acknowledgement: {
      from: settings.from,
      to: visitor,
      subject: toVisitor.heading,
      text: toVisitor.text,
      html: toVisitor.html,
    },
  };
}
