// The Idempotency-Key a lead form sends: one UUID per filled-in form, kept across retries of the
// same submission. When a send fails the visitor cannot know whether the lead was stored (the
// answer may have been lost after the server saved it), so pressing the button again sends the same
// key and the function answers the first answer instead of storing a second lead. Changed content
// or a success (the form is cleared) starts a new submission with a new key.
import { useState } from "react";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export interface IdempotencyKeys {
  /** The key for sending this content: the previous one while the content is unchanged. */
  keyFor(content: unknown): string;
  /** The submission went through: whatever is sent next is a new submission. */
  succeeded(): void;
}

/** crypto.randomUUID, or the same version 4 UUID from getRandomValues where only that exists (plain http). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createIdempotencyKeys(newKey: () => string = randomUuid): IdempotencyKeys {
  let last: { content: string; key: string } | undefined;
  return {
    keyFor(content) {
      const serialized = JSON.stringify(content);
      if (last?.content !== serialized) last = { content: serialized, key: newKey() };
      return last.key;
    },
    succeeded() {
      last = undefined;
    },
  };
}

/** One form's keys, for as long as the form is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => createIdempotencyKeys());
  return keys;
}
