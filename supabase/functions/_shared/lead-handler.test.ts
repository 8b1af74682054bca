import { describe, expect, it } from "vitest";
import { handleLeadSubmission, parseIdempotencyKey } from "./lead-handler.ts";
import { createFakeLeadDeps } from "./lead-test-fakes.ts";

const meta = { clientIp: "203.0.113.7", userAgent: "vitest" };
const contact = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: "Engines Ltd",
  phone: "123",
  service: "network security",
  message: "Hello",
};
const demo = { fullName: "Grace Hopper", email: "grace@example.com", company: "Navy" };

describe("handleLeadSubmission", () => {
  it("stores a valid contact message with its two emails queued, answers, then mails sales and the visitor", async () => {
    const { deps, store, mailer, outbox, deliveries } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps);

    expect(response).toEqual({ status: 200, body: { ok: true }, headers: {} });
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ submission: { kind: "contact", lead: contact }, meta });
    expect(store.rows[0].emails.map((email) => email.purpose)).toEqual(["notification", "acknowledgement"]);
    expect(deliveries.map((delivery) => delivery.ids)).toEqual([store.rows[0].emails.map((email) => email.id)]);

    expect(await deliveries[0].done).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    const [notification, acknowledgement] = mailer.sent.map((sent) => sent.email);
    expect(notification.to.address).toBe("sales@example.com");
    expect(notification.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(acknowledgement.to.address).toBe("ada@example.com");
    expect(acknowledgement.text).toContain("We'll get back to you within 24 hours");
    for (const email of store.rows[0].emails) expect(outbox.row(email.id).status).toBe("sent");
  });

  it("gives every message a Message-ID of its own at the sender's domain, sent with it", async () => {
    const { deps, store, mailer, deliveries } = createFakeLeadDeps();
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps);
    await deliveries[0].done;

    const [first, second] = store.rows[0].emails;
    expect(first.messageId).toBe(`<${first.id}@example.com>`);
    expect(second.messageId).toBe(`<${second.id}@example.com>`);
    expect(mailer.sent.map((sent) => sent.options.messageId)).toEqual([first.messageId, second.messageId]);
    expect(mailer.sent.map((sent) => sent.options.idempotencyKey)).toEqual([first.id, second.id]);
  });

  it("stores a valid demo request and acknowledges it with the demo promise", async () => {
    const { deps, store, deliveries } = createFakeLeadDeps();
    const response = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps);

    expect(response.status).toBe(200);
    expect(store.rows[0].submission).toEqual({ kind: "demo", lead: demo });
    expect(store.rows[0].emails[1].message.text).toContain("We'll get back to you soon to schedule your demo.");
    await deliveries[0].done;
  });

  it("answers 400 naming the problem and stores nothing for invalid input", async () => {
    const { deps, store, deliveries } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", JSON.stringify({ ...contact, email: "x" }), meta, deps);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { field: "email", title: "Invalid email", description: "Please enter a valid email address." },
    });
    expect(store.rows).toHaveLength(0);
    expect(deliveries).toHaveLength(0);
  });

  it.each([
    ["an empty body", ""],
    ["invalid JSON", "{fullName:"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["a number for a name", JSON.stringify({ ...contact, fullName: 42 })],
    ["an object for a message", JSON.stringify({ ...contact, message: { text: "hi" } })],
  ])("answers 400 for %s", async (_label, rawBody) => {
    const { deps, store } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", rawBody, meta, deps);
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty("error.title");
    expect(store.rows).toHaveLength(0);
  });

  it("ignores unknown fields", async () => {
    const { deps, store } = createFakeLeadDeps();
    const response = await handleLeadSubmission("demo", JSON.stringify({ ...demo, admin: true, id: 1 }), meta, deps);
    expect(response.status).toBe(200);
    expect(store.rows[0].submission.lead).toEqual(demo);
  });

  it("answers 200 to a filled honeypot and stores and mails nothing", async () => {
    const { deps, store, deliveries } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", JSON.stringify({ ...contact, website: "x" }), meta, deps);
    expect(response).toEqual({ status: 200, body: { ok: true }, headers: {} });
    expect(store.rows).toHaveLength(0);
    expect(deliveries).toHaveLength(0);
  });

  it("treats an empty honeypot as a person", async () => {
    const { deps, store } = createFakeLeadDeps();
    await handleLeadSubmission("contact", JSON.stringify({ ...contact, website: "  " }), meta, deps);
    expect(store.rows).toHaveLength(1);
  });

  it("answers the sixth request from one IP within 10 minutes with 429 and Retry-After", async () => {
    const { deps, store, advanceSeconds } = createFakeLeadDeps();
    for (let i = 1; i <= 5; i++) {
      const body = JSON.stringify({ ...demo, email: `person${i}@example.com` });
      expect((await handleLeadSubmission("demo", body, meta, deps)).status).toBe(200);
      advanceSeconds(60);
    }
    const sixth = await handleLeadSubmission("demo", JSON.stringify({ ...demo, email: "p6@example.com" }), meta, deps);
    expect(sixth.status).toBe(429);
    expect(sixth.headers["Retry-After"]).toBe(String(600 - 5 * 60));
    expect(store.rows).toHaveLength(5);

    advanceSeconds(300);
    const later = await handleLeadSubmission("demo", JSON.stringify({ ...demo, email: "p7@example.com" }), meta, deps);
    expect(later.status).toBe(200);
  });

  it("limits per email too, whatever the IP", async () => {
    const { deps } = createFakeLeadDeps({ max: 2 });
    const send = (ip: string) => handleLeadSubmission("demo", JSON.stringify(demo), { ...meta, clientIp: ip }, deps);
    expect((await send("198.51.100.1")).status).toBe(200);
    expect((await send("198.51.100.2")).status).toBe(200);
    expect((await send("198.51.100.3")).status).toBe(429);
  });

  it("counts contact and demo requests separately", async () => {
    const { deps } = createFakeLeadDeps({ max: 1 });
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps)).status).toBe(200);
    expect((await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps)).status).toBe(200);
  });

  it("lets the request through when the rate limiter itself fails", async () => {
    const { deps, store, errors } = createFakeLeadDeps();
    deps.rateLimiter = { take: () => Promise.reject(new Error("rpc down")) };
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps)).status).toBe(200);
    expect(store.rows).toHaveLength(1);
    expect(errors[0]).toMatch(/rate limiter/);
  });

  it("answers without waiting for a mail server that never answers; the messages stay queued for a retry", async () => {
    const { deps, store, mailer, outbox, deliveries } = createFakeLeadDeps();
    mailer.hang = true;
    const response = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps);

    expect(response.status).toBe(200);
    const ids = store.rows[0].emails.map((email) => email.id);
    expect(ids.map((id) => outbox.row(id).status)).toEqual(["sending", "sending"]);
    expect(await deliveries[0].done).toMatchObject({ claimed: 2, retrying: 2 });
    expect(outbox.row(ids[0]).lastError).toMatch(/no answer from the mail server within 0\.05 s/);
  });

  it("still answers success when mail is refused, leaving both messages to be retried", async () => {
    const { deps, store, mailer, outbox, deliveries } = createFakeLeadDeps();
    mailer.failure = new Error("connect ECONNREFUSED 127.0.0.1:1");
    const response = await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps);
    expect(response.status).toBe(200);
    await deliveries[0].done;
    for (const email of store.rows[0].emails) {
      expect(outbox.row(email.id)).toMatchObject({ status: "retrying", lastError: "connect ECONNREFUSED 127.0.0.1:1" });
    }
  });

  it("answers 500 with an error body and queues no email when the lead cannot be stored", async () => {
    const { deps, store, outbox, deliveries } = createFakeLeadDeps();
    store.failSubmits = true;
    const response = await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps);
    expect(response.status).toBe(500);
    expect(response.body).toHaveProperty("error.title", "Server error");
    expect(outbox.rows.size).toBe(0);
    expect(deliveries).toHaveLength(0);
  });

  it("answers 413 for a body over 16 KB", async () => {
    const { deps } = createFakeLeadDeps();
    const huge = JSON.stringify({ ...contact, message: "x".repeat(17_000) });
    expect((await handleLeadSubmission("contact", huge, meta, deps)).status).toBe(413);
  });
});

describe("a lead's context", () => {
  it("stores a lead form's attribution and consent beside its fields, and never refuses a lead over them", async () => {
    const { deps, store } = createFakeLeadDeps();
    const context = {
      attribution: { firstTouch: { landingPage: "/?utm_source=x", utm: { utm_source: "x" } }, lastTouch: "/contact" },
      consent: { privacyNoticeVersion: "2026-11-28", securityUpdates: true },
    };
    expect((await handleLeadSubmission("demo", JSON.stringify({ ...demo, context }), meta, deps)).status).toBe(200);
    expect(store.rows[0].meta.context).toEqual({
      attribution: {
        firstTouch: { landingPage: "/?utm_source=x", referrer: null, utm: { utm_source: "x" } },
        lastTouch: "/contact",
      },
      consent: { privacyNoticeVersion: "2026-11-28", securityUpdates: true },
    });
    const hostile = { ...contact, email: "hostile@example.com", context: { attribution: "\u0000".repeat(50) } };
    expect((await handleLeadSubmission("contact", JSON.stringify(hostile), meta, deps)).status).toBe(200);
    expect(store.rows[1].meta.context).toEqual({ attribution: { firstTouch: null, lastTouch: null }, consent: null });
  });
});

describe("the Idempotency-Key header", () => {
  const key = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

  it("answers a repeat within the day like the first request, storing and mailing nothing", async () => {
    const { deps, store, deliveries } = createFakeLeadDeps();
    const first = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);
    const repeat = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);

    expect(repeat).toEqual(first);
    expect(store.rows).toHaveLength(1);
    expect(deliveries).toHaveLength(1);
  });

  it("costs a repeat no rate-limit slot", async () => {
    const { deps } = createFakeLeadDeps({ max: 1 });
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key)).status).toBe(200);
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key)).status).toBe(200);
    const other = "9d6a1f0c-2b3e-4c5d-8e7f-0a1b2c3d4e5f";
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, other)).status).toBe(429);
  });

  it("answers the key reused with another request 422, storing, mailing and counting nothing", async () => {
    const { deps, store, deliveries } = createFakeLeadDeps({ max: 1 });
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);
    const changed = await handleLeadSubmission(
      "demo",
      JSON.stringify({ ...demo, company: "Other Co" }),
      meta,
      deps,
      key,
    );
    expect(changed).toEqual({
      status: 422,
      body: {
        error: {
          field: "body",
          title: "Already sent with other details",
          description:
            "This Idempotency-Key was used for a different request in the last 24 hours. Send a new key with the new details.",
        },
      },
      headers: {},
    });
    expect(store.rows).toHaveLength(1);
    expect(deliveries).toHaveLength(1);
  });

  it("answers a key stored before fingerprints (none kept) like the first request", async () => {
    const { deps, store } = createFakeLeadDeps();
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);
    const stored = store.keys.get(`demo:${key}`);
    if (stored) store.keys.set(`demo:${key}`, { ...stored, requestHash: null });
    expect(
      (await handleLeadSubmission("demo", JSON.stringify({ ...demo, company: "X" }), meta, deps, key)).status,
    ).toBe(200);
    expect(store.rows).toHaveLength(1);
  });

  it("reads the key in any letter case as the same key", async () => {
    const { deps, store } = createFakeLeadDeps();
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, ` ${key.toUpperCase()} `);
    expect(store.rows).toHaveLength(1);
  });

  it("keeps the contact form's keys apart from the demo form's", async () => {
    const { deps, store } = createFakeLeadDeps();
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);
    await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps, key);
    expect(store.rows).toHaveLength(2);
  });

  it("still stores once when the early lookup fails (the store checks the key again)", async () => {
    const { deps, store, errors } = createFakeLeadDeps();
    await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key);
    store.failKeyLookups = true;
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, key)).status).toBe(200);
    expect(store.rows).toHaveLength(1);
    expect(errors[0]).toMatch(/idempotency key lookup failed/);
  });

  it.each([
    ["not a UUID", "resubmit-please"],
    ["empty", ""],
    ["a UUID with more after it", `${key}x`],
    ["a UUID without dashes", key.replace(/-/g, "")],
    ["huge", "a".repeat(100_000)],
    ["NUL bytes", `${key.slice(0, 10)}\u0000${key.slice(11)}`],
    ["a SQL fragment", "'; drop table public.demo_requests; --"],
  ])("answers 400 to a key that is %s, and stores nothing", async (_label, value) => {
    const { deps, store } = createFakeLeadDeps();
    const response = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps, value);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: {
        field: "body",
        title: "Invalid request",
        description: "The Idempotency-Key header must be a UUID, such as crypto.randomUUID() makes.",
      },
    });
    expect(store.rows).toHaveLength(0);
  });

  it("checks the form before the key, so a visitor's mistake is named first", async () => {
    const { deps } = createFakeLeadDeps();
    const response = await handleLeadSubmission("demo", JSON.stringify({ ...demo, company: "" }), meta, deps, "x");
    expect(response.body).toMatchObject({ error: { field: "company" } });
  });
});

describe("parseIdempotencyKey", () => {
  it("allows no header, and lower-cases a UUID", () => {
    expect(parseIdempotencyKey(null)).toEqual({ ok: true, key: null });
    expect(parseIdempotencyKey("3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B")).toEqual({
      ok: true,
      key: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
    });
  });
});

describe("a security report (send-security-report)", () => {
  const report = {
    email: "finder@example.com",
    fullName: "",
    title: "IDOR in /api/invoices",
    description: "GET /api/invoices/2 as user 1 returns user 2's invoice.",
    affectedAsset: "https://app.example.com/api/invoices",
    severity: "high",
  };

  it("stores it with a reference, mails the security inbox the report and the reporter only the reference", async () => {
    const { deps, store, mailer, deliveries } = createFakeLeadDeps();
    deps.newReference = () => "SR-0123456789";
    const response = await handleLeadSubmission("security", JSON.stringify(report), meta, deps);

    expect(response).toEqual({ status: 200, body: { ok: true, reference: "SR-0123456789" }, headers: {} });
    expect(store.rows[0].submission).toEqual({ kind: "security", lead: report, reference: "SR-0123456789" });
    await deliveries[0].done;
    const [notification, acknowledgement] = mailer.sent.map((sent) => sent.email);
    expect(notification.to.address).toBe("security@example.com");
    expect(notification.replyTo).toEqual({ address: "finder@example.com" });
    expect(notification.subject).toBe("New security report SR-0123456789 from finder@example.com");
    expect(notification.text).toContain("returns user 2's invoice");
    expect(acknowledgement.to).toEqual({ address: "finder@example.com" });
    expect(acknowledgement.text).toContain("Hello,\n");
    expect(acknowledgement.text).toContain("Your reference is SR-0123456789");
    // Never echoed to the address given, which may be a stranger's.
    expect(acknowledgement.text).not.toContain("IDOR");
    expect(acknowledgement.html).not.toContain("invoice");
  });

  it("takes a body up to 64 KB (a full description in any script) and answers 413 beyond", async () => {
    const { deps, store } = createFakeLeadDeps();
    const wide = { ...report, description: "漢".repeat(10_000) };
    expect((await handleLeadSubmission("security", JSON.stringify(wide), meta, deps)).status).toBe(200);
    const huge = JSON.stringify({ ...report, description: "x".repeat(64 * 1024) });
    expect((await handleLeadSubmission("security", huge, meta, deps)).status).toBe(413);
    expect(store.rows).toHaveLength(1);
  });

  it("answers 400 for a missing title or a non-text field, and stores nothing", async () => {
    const { deps, store } = createFakeLeadDeps();
    const untitled = await handleLeadSubmission("security", JSON.stringify({ ...report, title: "" }), meta, deps);
    expect(untitled).toMatchObject({ status: 400, body: { error: { field: "title" } } });
    const nested = await handleLeadSubmission(
      "security",
      JSON.stringify({ ...report, severity: ["high"] }),
      meta,
      deps,
    );
    expect(nested).toMatchObject({ status: 400, body: { error: { field: "severity" } } });
    expect(store.rows).toEqual([]);
  });

  it("names the reference to a bot as to a person, and the same one again for a replay of a stored report", async () => {
    const { deps, store } = createFakeLeadDeps();
    deps.newReference = () => "SR-ABCDEFGHJK";
    const bot = await handleLeadSubmission("security", JSON.stringify({ ...report, website: "x" }), meta, deps);
    expect(bot.body).toEqual({ ok: true, reference: "SR-ABCDEFGHJK" });
    expect(store.rows).toEqual([]);
    const key = "6f1c1a0e-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
    deps.newReference = () => "SR-0123456789";
    await handleLeadSubmission("security", JSON.stringify(report), meta, deps, key);
    deps.newReference = () => "SR-ZZZZZZZZZZ";
    const repeat = await handleLeadSubmission("security", JSON.stringify(report), meta, deps, key);
    expect(repeat.body).toEqual({ ok: true, reference: "SR-0123456789" });
    expect(store.rows).toHaveLength(1);
  });

  it("has its own rate-limit budget, apart from the lead forms'", async () => {
    const { deps, store } = createFakeLeadDeps({ max: 1 });
    await handleLeadSubmission("contact", JSON.stringify({ ...contact, email: report.email }), meta, deps);
    expect((await handleLeadSubmission("security", JSON.stringify(report), meta, deps)).status).toBe(200);
    expect((await handleLeadSubmission("security", JSON.stringify(report), meta, deps)).status).toBe(429);
    expect(store.rows).toHaveLength(2);
  });
});
