// The local inbox's memory: every email the stack sends or receives over SMTP, newest first.
import { randomBytes } from "node:crypto";
import { indexParts, type MessageParts } from "./message-parts.ts";

export interface MailAddress {
  name: string;
  address: string;
}

export interface StoredMessage {
  id: string;
  messageId: string;
  from: MailAddress;
  to: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  /** When the inbox received it. */
  created: Date;
  /** The Date header (falls back to `created`). */
  date: Date;
  text: string;
  html: string;
  /** The RFC 5322 source: the bytes received over SMTP, or those composed for a message handed over. */
  raw: Buffer;
  /** Bytes of `raw`, the size Mailpit reports. */
  size: number;
  /** Attachments and inline parts, read from `raw` once. */
  parts: MessageParts;
}

export type NewMessage = Omit<StoredMessage, "id" | "created" | "size" | "messageId" | "parts"> & {
  messageId?: string;
};

/** Bounded so a long-running `npm start` never grows without limit. */
export const MAILBOX_CAPACITY = 500;
/** And bounded in bytes (sources, text and HTML), since a message over SMTP may be 10 MB. */
export const MAILBOX_MAX_BYTES = 100 * 1024 * 1024;

export class Mailbox {
  // Newest first, which is the order every reader wants.
  private messages: StoredMessage[] = [];
  private bytesHeld = 0;

  constructor(private readonly maxBytes = MAILBOX_MAX_BYTES) {}

  add(message: NewMessage): StoredMessage {
    const id = randomBytes(16).toString("base64url");
    const stored: StoredMessage = {
      ...message,
      id,
      // Mailpit's MessageID has no angle brackets.
      messageId: message.messageId?.replace(/^<|>$/g, "") || `${id}@inbox.local`,
      created: new Date(),
      size: message.raw.length,
      parts: indexParts(message.raw),
    };
    this.messages.unshift(stored);
    this.bytesHeld += footprint(stored);
    // The oldest go first; the newest stays even if it alone is over the byte bound.
    while (this.messages.length > 1 && (this.messages.length > MAILBOX_CAPACITY || this.bytesHeld > this.maxBytes)) {
      const evicted = this.messages.pop();
      if (evicted) this.bytesHeld -= footprint(evicted);
    }
    return stored;
  }

  /** Bytes the kept messages hold: their sources, text and HTML. */
  heldBytes(): number {
    return this.bytesHeld;
  }

  list(): readonly StoredMessage[] {
    return this.messages;
  }

  get(id: string): StoredMessage | undefined {
    return id === "latest" ? this.messages[0] : this.messages.find((message) => message.id === id);
  }

  delete(ids?: readonly string[]): void {
    if (!ids || ids.length === 0) {
      this.messages = [];
      this.bytesHeld = 0;
      return;
    }
    const doomed = new Set(ids);
    this.messages = this.messages.filter((message) => !doomed.has(message.id));
    this.bytesHeld = this.messages.reduce((sum, message) => sum + footprint(message), 0);
  }
}

function footprint(message: StoredMessage): number {
  return message.size + Buffer.byteLength(message.text) + Buffer.byteLength(message.html);
}

/** Parses "Name <a@b.c>" or "a@b.c". */
export function parseAddress(value: string): MailAddress {
  const match = value.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: "", address: value.trim() };
}
