// Delivery through Resend's HTTP API, for projects without an SMTP provider on port 465.

import type { EmailAddress, OutgoingEmail } from "./lead-emails.ts";
import type { Mailer } from "./lead-ports.ts";

const RESEND_ENDPOINT = "https://api.resend.com/emails";
const RESEND_TIMEOUT_MS = 5_000;

// Names have no CR/LF by now (lead-emails.ts); quotes and backslashes are dropped so the
// display name cannot break out of its quoted string.
function formatAddress({ name, address }: EmailAddress): string {
  return name ? `"${name.replace(/["\\]/g, "")}" <${address}>` : address;
}

export function createResendMailer(apiKey: string, fetchImpl: typeof fetch = fetch): Mailer {
  return {
    async send(email: OutgoingEmail) {
      const response = await fetchImpl(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: formatAddress(email.from),
          to: [email.to.address],
          reply_to: email.replyTo ? formatAddress(email.replyTo) : undefined,
          subject: email.subject,
          text: email.text,
          html: email.html,
        }),
        signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(`Resend answered ${response.status}: ${detail}`);
      }
    },
  };
}
