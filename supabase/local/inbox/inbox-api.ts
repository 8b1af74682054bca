// Mailpit-compatible JSON for the local inbox, so tests and tools written for the CLI's Mailpit
// work unchanged: list, search, read one, delete. (Raw sources and parts: inbox-downloads.ts.)
import type { MailAddress, StoredMessage } from "./mailbox.ts";
import type { PartSummary } from "./message-parts.ts";

interface MailpitAddress {
  Name: string;
  Address: string;
}

/** Mailpit's Attachment, as in its API's Inline and Attachments arrays. */
interface MailpitAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}

const toMailpit = ({ name, address }: MailAddress): MailpitAddress => ({ Name: name, Address: address });

const toMailpitAttachment = (part: PartSummary): MailpitAttachment => ({
  PartID: part.partId,
  FileName: part.fileName,
  ContentType: part.contentType,
  ContentID: part.contentId,
  Size: part.size,
  Checksums: { MD5: part.checksums.md5, SHA1: part.checksums.sha1, SHA256: part.checksums.sha256 },
});

export function messageSummary(message: StoredMessage) {
  return {
    ID: message.id,
    MessageID: message.messageId,
    Read: false,
    From: toMailpit(message.from),
    To: message.to.map(toMailpit),
    Cc: [],
    Bcc: [],
    ReplyTo: message.replyTo.map(toMailpit),
    Subject: message.subject,
    Created: message.created.toISOString(),
    Tags: [],
    Size: message.size,
    Attachments: message.parts.attachmentCount,
    Snippet: snippetOf(message),
  };
}

export function messageDetail(message: StoredMessage) {
  return {
    ID: message.id,
    MessageID: message.messageId,
    From: toMailpit(message.from),
    To: message.to.map(toMailpit),
    Cc: [],
    Bcc: [],
    ReplyTo: message.replyTo.map(toMailpit),
    ReturnPath: message.from.address,
    Subject: message.subject,
    Date: message.date.toISOString(),
    Tags: [],
    Text: message.text,
    HTML: message.html,
    Size: message.size,
    Inline: message.parts.inline.map(toMailpitAttachment),
    Attachments: message.parts.attachments.map(toMailpitAttachment),
  };
}

export function messageList(messages: readonly StoredMessage[], start = 0, limit = 50) {
  const page = messages.slice(start, start + limit);
  return {
    total: messages.length,
    unread: messages.length,
    count: page.length,
    messages_count: messages.length,
    start,
    tags: [],
    messages: page.map(messageSummary),
  };
}

function snippetOf(message: StoredMessage): string {
  const text = message.text || message.html.replace(/<[^>]*>/g, " ");
  return text.replace(/\s+/g, " ").trim().slice(0, 250);
}

/**
 * A subset of Mailpit's search syntax: `to:`, `from:`, `subject:` (quoted values allowed) and
 * free words matched against subject and body; every term must match.
 */
export function searchMessages(messages: readonly StoredMessage[], query: string): StoredMessage[] {
  const terms = [...query.matchAll(/(?:(to|from|subject):)?(?:"([^"]*)"|(\S+))/gi)].map((match) => ({
    field: match[1]?.toLowerCase(),
    value: (match[2] ?? match[3] ?? "").toLowerCase(),
  }));
  return messages.filter((message) =>
    terms.every(({ field, value }) => {
      const addresses = (list: MailAddress[]) => list.map((entry) => `${entry.name} ${entry.address}`).join(" ");
      const haystack =
        field === "to"
          ? addresses(message.to)
          : field === "from"
            ? addresses([message.from])
            : field === "subject"
              ? message.subject
              : `${message.subject} ${message.text} ${message.html}`;
      return haystack.toLowerCase().includes(value);
    }),
  );
}
