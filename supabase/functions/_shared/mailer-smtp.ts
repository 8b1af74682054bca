// SMTP delivery through nodemailer (npm:nodemailer in Deno via the functions' import map).
// Locally SMTP_HOST/SMTP_PORT point at the inbox on :54325; in production any provider on 465.

import nodemailer from "nodemailer";
import type { OutgoingEmail } from "./lead-emails.ts";
import type { Mailer } from "./lead-ports.ts";
import type { MailTransportSettings } from "./lead-settings.ts";

const SMTP_TIMEOUT_MS = 5_000;

export function createSmtpMailer(settings: Extract<MailTransportSettings, { kind: "smtp" }>): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(email: OutgoingEmail) {
      // Address objects, never strings: nodemailer then encodes names itself and cannot be
      // tricked into parsing a visitor's name as extra recipients.
      await transport.sendMail({
        from: { name: email.from.name ?? "", address: email.from.address },
        to: { name: email.to.name ?? "", address: email.to.address },
        replyTo: email.replyTo ? { name: email.replyTo.name ?? "", address: email.replyTo.address } : undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
  };
}
