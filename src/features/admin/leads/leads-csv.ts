// CSV export of leads (RFC 4180), safe to open in a spreadsheet: a cell a spreadsheet would run as
// a formula (starting with = + - @, or a tab / carriage return that hides one) gets a leading
// apostrophe, as OWASP recommends for CSV injection.
import { campaignSummary } from "@rules/lead-context.ts";
import { type Lead, EMAIL_STATUS_LABELS, LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "./lead-types";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: Array<string | number | null | undefined>): string {
  return cells.map(csvCell).join(",");
}

const COLUMNS: Array<[header: string, cell: (lead: Lead) => string | number | null]> = [
  ["Received (UTC)", (lead) => lead.created_at],
  ["Type", (lead) => LEAD_KIND_LABELS[lead.kind]],
  ["Status", (lead) => LEAD_STATUS_LABELS[lead.status]],
  ["Full name", (lead) => lead.full_name],
  ["Email", (lead) => lead.email],
  ["Company", (lead) => lead.company],
  ["Phone", (lead) => lead.phone],
  ["Service", (lead) => lead.service],
  ["Message", (lead) => lead.message],
  ["Email delivery", (lead) => EMAIL_STATUS_LABELS[lead.email_status]],
  ["Email error", (lead) => lead.email_error],
  ["Campaign (source / medium / name)", (lead) => campaignSummary(lead.attribution?.firstTouch ?? null)],
  ["Landing page", (lead) => lead.attribution?.firstTouch?.landingPage ?? null],
  ["Referrer", (lead) => lead.attribution?.firstTouch?.referrer ?? null],
  ["Sent from", (lead) => lead.attribution?.lastTouch ?? null],
  ["Privacy notice shown", (lead) => lead.privacy_notice_version],
  ["Security updates", (lead) => (lead.security_updates ? "Yes" : "No")],
  ["Id", (lead) => lead.id],
];

/** The whole file: a BOM so Excel reads UTF-8, a header row, CRLF line ends. */
export function leadsToCsv(leads: Lead[]): string {
  const lines = [
    csvRow(COLUMNS.map(([header]) => header)),
    ...leads.map((lead) => csvRow(COLUMNS.map(([, cell]) => cell(lead)))),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
