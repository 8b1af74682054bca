// The two emails each lead triggers: a notification to the sales inbox (Reply-To the visitor) and
// an acknowledgement to the visitor. Every visitor value is HTML-escaped in the HTML part and
// stripped of line breaks wherever it reaches a header. The acknowledgement deliberately does not
// echo the message or company: otherwise anyone could make us mail arbitrary text to a stranger.

import { escapeHtml, escapeHtmlMultiline } from "./html-escape.ts";
import type { LeadSubmission } from "./lead-submission.ts";
import { CONTACT_TOASTS, DEMO_TOASTS, SERVICE_OPTIONS } from "./lead-validation.ts";
import { cleanSingleLine } from "./text-cleaning.ts";

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
}

export interface MailSettings {
  salesInbox: EmailAddress;
  from: EmailAddress;
}

export interface LeadEmails {
  notification: OutgoingEmail;
  acknowledgement: OutgoingEmail;
}

type Row = { label: string; value: string; multiline?: boolean };

function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function leadRows(submission: LeadSubmission): Row[] {
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

function textBody(heading: string, rows: Row[]): string {
  const lines = rows.map((row) =>
    row.multiline ? `${row.label}:\n${row.value || "-"}` : `${row.label}: ${row.value || "-"}`,
  );
  return `${heading}\n\n${lines.join("\n")}\n`;
}

function htmlBody(heading: string, rows: Row[]): string {
  const cells = rows
    .map((row) => {
      const value = row.multiline ? escapeHtmlMultiline(row.value) : escapeHtml(row.value);
      return `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td>${value || "-"}</td></tr>`;
    })
    .join("\n");
  return `<!doctype html>\n<html><body>\n<h2>${escapeHtml(heading)}</h2>\n<table cellpadding="4">\n${cells}\n</table>\n</body></html>\n`;
}

function acknowledgementBody(name: string, promise: string): { text: string; html: string } {
  const intro = "Thank you for reaching out.";
  return {
    text: `Hello ${name},\n\n${intro} ${promise}\n`,
    html: `<!doctype html>\n<html><body>\n<p>Hello ${escapeHtml(name)},</p>\n<p>${escapeHtml(intro)} ${escapeHtml(promise)}</p>\n</body></html>\n`,
  };
}

export function buildLeadEmails(submission: LeadSubmission, receivedAt: Date, settings: MailSettings): LeadEmails {
  // Validation already cleaned these; cleaning again keeps headers safe for any caller.
  const name = cleanSingleLine(submission.lead.fullName);
  const visitor: EmailAddress = { name, address: cleanSingleLine(submission.lead.email) };
  const isDemo = submission.kind === "demo";
  const heading = `${isDemo ? "New demo request" : "New contact message"} (received ${receivedAt.toISOString()})`;
  const rows = leadRows(submission);
  const acknowledgement = acknowledgementBody(
    name,
    isDemo ? DEMO_TOASTS.success.description : CONTACT_TOASTS.success.description,
  );

  return {
    notification: {
      from: settings.from,
      to: settings.salesInbox,
      replyTo: visitor,
      subject: `${isDemo ? "New demo request" : "New contact message"} from ${name}`,
      text: textBody(heading, rows),
      html: htmlBody(heading, rows),
    },
    acknowledgement: {
      from: settings.from,
      to: visitor,
      subject: isDemo ? "We received your demo request" : "We received your message",
      ...acknowledgement,
    },
  };
}
