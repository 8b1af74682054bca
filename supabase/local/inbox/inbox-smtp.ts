// SMTP on port 54325 (Mailpit's role in the CLI): accepts any mail on loopback, no auth, and
// files it in the mailbox, so code that sends real SMTP (Edge Functions) is testable offline.
import PostalMime, { type Address } from "postal-mime";
import { SMTPServer } from "smtp-server";
import type { MailAddress, Mailbox } from "./mailbox.ts";

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export function createSmtpServer(mailbox: Mailbox): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    // A message over the limit is answered 552, whatever onData says.
    rejectOversized: true,
    banner: "local stack inbox",
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        // Past the limit the rest is read and dropped, so memory stays bounded.
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on("error", callback);
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(refusal(552, "Message exceeds the size limit"));
        fileMessage(mailbox, Buffer.concat(chunks)).then(
          () => callback(),
          () => callback(refusal(554, "Message could not be parsed")),
        );
      });
    },
  });
}

/** Files the message as received: its source is kept byte for byte, for /raw and the parts. */
async function fileMessage(mailbox: Mailbox, raw: Buffer): Promise<void> {
  const email = await PostalMime.parse(raw);
  mailbox.add({
    messageId: email.messageId,
    from: flatten(email.from ? [email.from] : [])[0] ?? { name: "", address: "" },
    to: flatten(email.to ?? []),
    replyTo: flatten(email.replyTo ?? []),
    subject: email.subject ?? "",
    date: parseDate(email.date),
    text: email.text ?? "",
    html: email.html ?? "",
    raw,
  });
}

function refusal(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

function flatten(addresses: Address[]): MailAddress[] {
  return addresses.flatMap((entry) =>
    entry.group
      ? entry.group.map(({ name, address }) => ({ name, address }))
      : [{ name: entry.name, address: entry.address }],
  );
}

function parseDate(value: string | undefined): Date {
  const date = value ? new Date(value) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}
