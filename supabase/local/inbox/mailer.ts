// ctx.sendMail: hands the stack's own emails (auth links, lead notifications) straight to the
// local inbox. Direct delivery instead of SMTP: same result, no socket, cannot fail on a port.
import type { MailMessage } from "../context.ts";
import { parseAddress, type Mailbox } from "./mailbox.ts";

/** The sender when config.toml's [inbucket] names none (config.mailFrom), as hosted Supabase's own mailer. */
export const DEFAULT_SENDER = "Supabase Auth <noreply@mail.app.supabase.io>";

export function createMailer(mailbox: Mailbox): (message: MailMessage) => Promise<void> {
  return async (message) => {
    const now = new Date();
    mailbox.add({
      from: parseAddress(message.from ?? DEFAULT_SENDER),
      to: message.to.split(",").map(parseAddress),
      replyTo: message.replyTo ? [parseAddress(message.replyTo)] : [],
      subject: message.subject,
      date: now,
      text: message.text,
      html: message.html ?? "",
    });
  };
}
