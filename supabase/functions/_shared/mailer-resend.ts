// Delivery through Resend's HTTP API, for projects without an SMTP provider on port 465.
// Every attempt for one message carries the same Idempotency-Key (the message's id), so when an
// answer is lost after Resend accepted the email, the retry is answered without a second send
// (Resend keeps keys for 24 hours, as long as the outbox retries).

import { CALENDAR_FILENAME, calendarContentType, type EmailAddress, type OutgoingEmail } from "./lead-emails.ts";
import { type MailReceipt, type Mailer, PermanentMailError, type SendOptions } from "./lead-ports.ts";

const RESEND_ENDPOINT = "https://api.resend.com/emails";

// Names have no CR/LF by now (lead-emails.ts); quotes and backslashes are dropped so the
// display name cannot break out of its quoted string.
function formatAddress({ name, address }: EmailAddress): string {
  return name ? `"${name.replace(/["\\]/g, "")}" <${address}>` : address;
}

// Timeouts, conflicts (a request with the same key still running) and rate limits pass; other
// 4xx are about the email itself (bad address, unverified domain) and will not change.
const isPermanentStatus = (status: number) => status >= 400 && status < 500 && ![408, 409, 429].includes(status);

function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createResendMailer(apiKey: string, fetchImpl: typeof fetch = fetch): Mailer {
  return {
    async send(email: OutgoingEmail, options: SendOptions): Promise<MailReceipt> {
      const response = await fetchImpl(RESEND_ENDPOINT, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": options.idempotencyKey,
        },
        body: JSON.stringify({
          from: formatAddress(email.from),
          to: [email.to.address],
          reply_to: email.replyTo ? formatAddress(email.replyTo) : undefined,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // Resend sends attachments as such: the invitation arrives as invite.ics with its method.
          attachments: email.calendar
            ? [
                {
                  filename: CALENDAR_FILENAME,
                  content: base64Utf8(email.calendar.ics),
                  content_type: calendarContentType(email.calendar.method),
                },
              ]
            : undefined,
        }),
        signal: options.signal,
      });
      const body = (await response.text().catch(() => "")).slice(0, 500);
      if (!response.ok) {
        const message = `Resend answered ${response.status}: ${body.slice(0, 200)}`;
        throw isPermanentStatus(response.status) ? new PermanentMailError(message) : new Error(message);
      }
      let id = "";
      try {
        id = String((JSON.parse(body) as { id?: unknown }).id ?? "");
      } catch {
        // An unreadable success body still means Resend accepted the email.
      }
      return { response: `Resend ${response.status}${id ? ` id ${id}` : ""}` };
    },
  };
}
