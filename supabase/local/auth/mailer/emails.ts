// The emails auth sends: config.toml's templates (supabase/templates/), or GoTrue's defaults,
// rendered with GoTrue's template variables, from the configured sender, with a plain-text part.
import type { MailMessage, StackConfig } from "../../context.ts";
import { renderAuthEmail } from "./email-templates.ts";
import type { EmailTemplateData } from "./go-template.ts";

export type EmailLinkType = "signup" | "recovery" | "email_change" | "magiclink" | "invite";

const TEMPLATE_OF = {
  signup: "confirmation",
  recovery: "recovery",
  email_change: "email_change",
  magiclink: "magic_link",
  invite: "invite",
} as const satisfies Record<EmailLinkType, string>;

export function authEmail(config: StackConfig, type: EmailLinkType, to: string, data: EmailTemplateData): MailMessage {
  return { to, from: config.mailFrom, ...renderAuthEmail(config.auth.emailTemplates[TEMPLATE_OF[type]], data) };
}
