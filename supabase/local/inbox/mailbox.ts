// The local inbox's memory: every email the stack sends or receives over SMTP, newest first.
import { randomBytes } from "node:crypto";

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
  size: number;
}

export type NewMessage = Omit<StoredMessage, "id" | "created" | "size" | "messageId"> & { messageId?: string };

/** Bounded so a long-running `npm start` never grows without limit. */
export const MAILBOX_CAPACITY = 500;

export class Mailbox {
  // Newest first, which is the order every reader wants.
  private messages: StoredMessage[] = [];

  add(message: NewMessage): StoredMessage {
    const id = randomBytes(16).toString("base64url");
    const stored: StoredMessage = {
      ...message,
      id,
      messageId: message.messageId ?? `${id}@inbox.local`,
      created: new Date(),
      size: Buffer.byteLength(message.text) + Buffer.byteLength(message.html),
    };
    this.messages.unshift(stored);
    if (this.messages.length > MAILBOX_CAPACITY) this.messages.length = MAILBOX_CAPACITY;
    return stored;
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
      return;
    }
    const doomed = new Set(ids);
    this.messages = this.messages.filter((message) => !doomed.has(message.id));
  }
}

/** Parses "Name <a@b.c>" or "a@b.c". */
export function parseAddress(value: string): MailAddress {
  const match = value.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: "", address: value.trim() };
}
