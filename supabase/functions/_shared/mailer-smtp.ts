// SMTP delivery through nodemailer (npm:nodemailer in Deno via the functions' import map).
// Locally SMTP_HOST/SMTP_PORT point at the inbox on :54325; in production any provider on 465.

import nodemailer from "nodemailer";
import type { OutgoingEmail } from "./lead-emails.ts";
import type { Mailer } from "./lead-ports.ts";
import type { MailTransportSettings } from "./lead-settings.ts";

const SMTP_TIMEOUT_MS = 5_000;
// Failures of the connection itself (not the server refusing a message): worth one fresh try,
// because a pooled connection may have been dropped by the server while idle.
const CONNECTION_ERROR_CODES = new Set(["ECONNECTION", "ESOCKET"]);

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CONNECTION_ERROR_CODES.has(code);
}

export function createSmtpMailer(settings: Extract<MailTransportSettings, { kind: "smtp" }>): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Reusing connections saves the SMTP handshake on every email (about 100 ms per message
    // against the local inbox); two, because each lead sends two emails at once.
    pool: true,
    maxConnections: 2,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(email: OutgoingEmail) {
      const message = toNodemailerMessage(email);
      try {
        await transport.sendMail(message);
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        await transport.sendMail(message);
      }
    },
  };
}

// Address objects, never strings: nodemailer then encodes names itself and cannot be tricked
// into parsing a visitor's name as extra recipients.
function toNodemailerMessage(email: OutgoingEmail) {
  return {
    from: { name: email.from.name ?? "", address: email.from.address },
    to: { name: email.to.name ?? "", address: email.to.address },
    replyTo: email.replyTo ? { name: email.replyTo.name ?? "", address: email.replyTo.address } : undefined,
    subject: email.subject,
    text: email.text,
    html: email.html,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
