// ctx.sendMail: hands the stack's own emails (auth links, lead notifications) straight to the
// local inbox. Direct delivery instead of SMTP: same result, no socket, cannot fail on a port.
import MailComposer from "nodemailer/lib/mail-composer";
import type { MailMessage } from "../context.ts";
import { parseAddress, type Mailbox } from "./mailbox.ts";

/** The sender when config.toml's [inbucket] names none (config.mailFrom), as hosted Supabase's own mailer. */
export const DEFAULT_SENDER = "Supabase Auth <noreply@mail.app.supabase.io>";

export function createMailer(mailbox: Mailbox): (message: MailMessage) => Promise<void> {
  return async (message) => {
    const from = message.from ?? DEFAULT_SENDER;
    const date = new Date();
    // The MIME source an SMTP client would have sent, so /raw answers for these messages too;
    // the text and HTML are stored as handed over.
    const mime = new MailComposer({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      date,
      newline: "win",
    }).compile();
    mailbox.add({
      messageId: mime.messageId(),
      from: parseAddress(from),
      to: message.to.split(",").map(parseAddress),
      replyTo: message.replyTo ? [parseAddress(message.replyTo)] : [],
      subject: message.subject,
      date,
      text: message.text,
      html: message.html ?? "",
      raw: await mime.build(),
    });
  };
}
