// The emails auth sends, modelled on GoTrue's default templates: a link and the 6-digit code,
// as plain text and simple HTML.
import type { MailMessage } from "../context.ts";
import { escapeHtml } from "../inbox-pages.ts";

export type EmailLinkType = "signup" | "recovery" | "email_change";

interface Template {
  subject: string;
  heading: string;
  intro: string;
  action: string;
}

const TEMPLATES: Record<EmailLinkType, Template> = {
  signup: {
    subject: "Confirm Your Signup",
    heading: "Confirm your signup",
    intro: "Follow this link to confirm your user:",
    action: "Confirm your mail",
  },
  recovery: {
    subject: "Reset Your Password",
    heading: "Reset Password",
    intro: "Follow this link to reset the password for your user:",
    action: "Reset Password",
  },
  email_change: {
    subject: "Confirm Email Change",
    heading: "Confirm Change of Email",
    intro: "Follow this link to confirm the update of your email:",
    action: "Change Email",
  },
};

export function authEmail(type: EmailLinkType, to: string, link: string, otp: string): MailMessage {
  const template = TEMPLATES[type];
  const text = [
    template.heading,
    "",
    template.intro,
    link,
    "",
    `Alternatively, enter the code: ${otp}`,
    "",
    "If you did not request this, you can ignore this email.",
  ].join("\n");
  const html = `<h2>${escapeHtml(template.heading)}</h2>
<p>${escapeHtml(template.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>
<p>If you did not request this, you can ignore this email.</p>`;
  return { to, subject: template.subject, text, html };
}
