// The branded frame of every email: the lead emails, and the auth email templates in
// supabase/templates/ (generated from auth-email-copy.ts by scripts/write-email-templates.ts):
// the wordmark on a navy band, a white card, a footer that says why the reader got the email.
// Callers pass HTML that is already escaped.

import { BRAND, BRAND_COLORS } from "@rules/brand.ts";
import { escapeHtml } from "./html-escape.ts";

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const C = BRAND_COLORS;

export interface BrandedEmail {
  /** Plain text: the card's heading, and the document title unless `title` is given. */
  heading: string;
  /** Plain text: the document title, when it is not the heading (an auth email's subject). */
  title?: string;
  /** Escaped HTML: the card's content under the heading. */
  contentHtml: string;
  /** Escaped HTML: why the reader got this email, shown in the footer. */
  reasonHtml: string;
  /** Escaped HTML: a second footer line under the reason (what to do if the email was unexpected). */
  footerNoteHtml?: string;
  /** Escaped HTML: the site's address, linked after the tagline under the card. */
  siteUrlHtml?: string;
}

export const paragraph = (html: string, margin = "0 0 16px") =>
  `<p style="margin:${margin};font-size:16px;line-height:24px;color:${C.foreground};">${html}</p>`;

/** Smaller, muted text under the content: an expiry, a hint. */
export const note = (html: string, margin = "0") =>
  `<p style="margin:${margin};font-size:14px;line-height:20px;color:${C.mutedForeground};">${html}</p>`;

/** The call to action: a button, then the same link written out for clients that hide the button. */
export function actionButton(hrefHtml: string, labelHtml: string, fallbackIntroHtml: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
<tr>
<td style="border-radius:8px;background-color:${C.primary};"><a href="${hrefHtml}" style="display:inline-block;padding:12px 24px;font-size:16px;line-height:24px;font-weight:700;color:${C.primaryForeground};text-decoration:none;border-radius:8px;">${labelHtml}</a></td>
</tr>
</table>
${note(fallbackIntroHtml, "0 0 8px")}
<p style="margin:0 0 24px;font-size:14px;line-height:20px;word-break:break-all;"><a href="${hrefHtml}" style="color:${C.primary};">${hrefHtml}</a></p>`;
}

/** A one-time code to type in: large, spaced, easy to copy. */
export const codeBlock = (html: string) =>
  `<p style="margin:0 0 24px;padding:16px 24px;display:inline-block;background-color:${C.muted};border:1px solid ${C.border};border-radius:8px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:28px;line-height:36px;font-weight:700;letter-spacing:6px;color:${C.foreground};">${html}</p>`;

function wordmark(): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0">
<tr>
<td width="18" height="22" style="width:18px;height:22px;background-color:${C.primary};border:3px solid ${C.accent};border-radius:4px 4px 12px 12px;font-size:0;line-height:0;">&nbsp;</td>
<td style="padding-left:12px;font-size:20px;line-height:28px;font-weight:700;letter-spacing:-0.2px;color:${C.primaryForeground};">${escapeHtml(BRAND.name)}</td>
</tr>
</table>`;
}

export function brandedEmailHtml({
  heading,
  title = heading,
  contentHtml,
  reasonHtml,
  footerNoteHtml,
  siteUrlHtml,
}: BrandedEmail): string {
  const reason = `<strong style="color:${C.foreground};">Why you got this email:</strong> ${reasonHtml}`;
  const footer = footerNoteHtml
    ? `<p style="margin:0 0 8px;">${reason}</p>\n<p style="margin:0;">${footerNoteHtml}</p>`
    : `<p style="margin:0;">${reason}</p>`;
  const siteLink = siteUrlHtml
    ? ` &middot; <a href="${siteUrlHtml}" style="color:${C.primary};">${siteUrlHtml}</a>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${C.surface};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.surface};">
<tr>
<td align="center" style="padding:32px 16px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;background-color:${C.background};border:1px solid ${C.border};border-radius:12px;border-collapse:separate;font-family:${FONT};color:${C.foreground};">
<tr>
<td style="padding:20px 32px;background-color:${C.navy};border-bottom:4px solid ${C.accent};border-radius:11px 11px 0 0;">
${wordmark()}
</td>
</tr>
<tr>
<td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:${C.foreground};">${escapeHtml(heading)}</h1>
${contentHtml}
</td>
</tr>
<tr>
<td style="padding:24px 32px;background-color:${C.muted};border-top:1px solid ${C.border};border-radius:0 0 11px 11px;font-size:13px;line-height:20px;color:${C.mutedForeground};">
${footer}
</td>
</tr>
</table>
<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:18px;color:${C.mutedForeground};">${escapeHtml(BRAND.name)} &middot; ${escapeHtml(BRAND.tagline)}${siteLink}</p>
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The same frame in plain text: wordmark, heading, content, footer. */
export function brandedEmailText(heading: string, content: string, reason: string): string {
  return `${BRAND.name}\n\n${heading}\n\n${content.trim()}\n\n-- \nWhy you got this email: ${reason}\n${BRAND.name} · ${BRAND.tagline}\n`;
}
