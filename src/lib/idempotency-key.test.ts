import { describe, expect, it } from "vitest";
import { createIdempotencyKeys, randomUuid } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lead = { fullName: "Jane Smith", email: "jane@acme.test", company: "Acme" };

describe("idempotency keys of a lead form", () => {
  it("makes a UUID when a submission is first attempted", () => {
    expect(createIdempotencyKeys().keyFor(lead)).toMatch(UUID_V4);
  });

  it("sends the same key again when the same content is resubmitted after a failure", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(lead);
    expect(keys.keyFor({ ...lead })).toBe(first);
    expect(keys.keyFor({ ...lead })).toBe(first);
  });

  it("makes a new key when the content changed", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(lead);
    const edited = keys.keyFor({ ...lead, company: "Acme Corp" });
    expect(edited).not.toBe(first);
    // Changing it back is a new submission too: only the last attempt can be repeated.
    expect(keys.keyFor(lead)).not.toBe(first);
  });

  it("makes a new key after a success, even for the same content", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(lead);
    keys.succeeded();
    expect(keys.keyFor(lead)).not.toBe(first);
  });

  it("gives each form its own keys", () => {
    expect(createIdempotencyKeys().keyFor(lead)).not.toBe(createIdempotencyKeys().keyFor(lead));
  });
});

describe("randomUuid", () => {
  it("builds a version 4 UUID from getRandomValues where randomUUID is missing (plain http)", () => {
    // An own property shadows the prototype's method; deleting it restores the original.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(randomUuid()).toMatch(UUID_V4);
  });
});
