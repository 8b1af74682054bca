// SMTP delivery through nodemailer (npm:nodemailer in Deno via the functions' import map).
// Locally SMTP_HOST/SMTP_PORT point at the inbox on :54325; in production any provider on 465.
//
// One attempt per call: retrying is the outbox's job (lead-delivery.ts), which records every
// attempt. A send is never abandoned while it runs; the caller's AbortSignal closes its
// connection, and nodemailer's own timeouts do the same, so a message is either answered with
// 250 (and reported sent, with that answer) or left unfinished, which a server discards.

import nodemailer from "nodemailer";
import { CALENDAR_FILENAME, type OutgoingEmail } from "./lead-emails.ts";
import { type MailReceipt, type Mailer, PermanentMailError, type SendOptions } from "./lead-ports.ts";
import type { MailTransportSettings } from "./lead-settings.ts";

const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

// A 5xx refusal of the envelope or the message will not change on a retry; anything else
// (connection trouble, 4xx, a 5xx greeting from a misconfigured relay) may.
function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return typeof responseCode === "number" && responseCode >= 500 && (code === "EENVELOPE" || code === "EMESSAGE");
}

export function createSmtpMailer(settings: Extract<MailTransportSettings, { kind: "smtp" }>): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Reusing connections saves the SMTP handshake on every email (about 100 ms per message
    // against the local inbox); the worker sends up to a batch at once.
    pool: true,
    maxConnections: 4,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(email: OutgoingEmail, options: SendOptions): Promise<MailReceipt> {
      // nodemailer 10 takes `signal` (it closes the connection delivering the message); the
      // installed @types/nodemailer predates it.
      const message = { ...toNodemailerMessage(email), messageId: options.messageId, signal: options.signal };
      try {
        const info = await transport.sendMail(message as Parameters<typeof transport.sendMail>[0]);
        return { response: String(info.response ?? "").slice(0, 1_000) };
      } catch (error) {
        if (isPermanentRefusal(error)) throw new PermanentMailError((error as Error).message);
        throw error;
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
    // A text/calendar alternative with its method, the form Gmail, Outlook and Apple Mail offer to add.
    icalEvent: email.calendar
      ? { method: email.calendar.method, filename: CALENDAR_FILENAME, content: email.calendar.ics }
      : undefined,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
