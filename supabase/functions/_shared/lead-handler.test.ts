import { describe, expect, it } from "vitest";
import { handleLeadSubmission } from "./lead-handler.ts";
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
  it("stores a valid contact message, then mails sales (Reply-To the visitor) and the visitor", async () => {
    const { deps, store, mailer } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps);

    expect(response).toEqual({ status: 200, body: { ok: true }, headers: {} });
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ submission: { kind: "contact", lead: contact }, meta });
    expect(store.rows[0].email).toEqual({ status: "sent", error: null, attempts: 1 });
    const [notification, acknowledgement] = mailer.sent;
    expect(notification.to.address).toBe("sales@example.com");
    expect(notification.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(acknowledgement.to.address).toBe("ada@example.com");
    expect(acknowledgement.text).toContain("We'll get back to you within 24 hours");
  });

  it("stores a valid demo request and acknowledges it with the demo promise", async () => {
    const { deps, store, mailer } = createFakeLeadDeps();
    const response = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps);

    expect(response.status).toBe(200);
    expect(store.rows[0].submission).toEqual({ kind: "demo", lead: demo });
    expect(mailer.sent[1].text).toContain("We'll get back to you soon to schedule your demo.");
  });

  it("answers 400 naming the problem and stores nothing for invalid input", async () => {
    const { deps, store, mailer } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", JSON.stringify({ ...contact, email: "x" }), meta, deps);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { field: "email", title: "Invalid email", description: "Please enter a valid email address." },
    });
    expect(store.rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
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
    const { deps, store, mailer } = createFakeLeadDeps();
    const response = await handleLeadSubmission("contact", JSON.stringify({ ...contact, website: "x" }), meta, deps);
    expect(response).toEqual({ status: 200, body: { ok: true }, headers: {} });
    expect(store.rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
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

  it("still answers success when mail fails, recording the failure on the stored row", async () => {
    const { deps, store, mailer } = createFakeLeadDeps();
    mailer.failure = new Error("connect ECONNREFUSED 127.0.0.1:1");
    const response = await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps);
    expect(response.status).toBe(200);
    expect(store.rows[0].email).toMatchObject({ status: "failed", attempts: 1 });
    expect(store.rows[0].email?.error).toContain("notification: connect ECONNREFUSED");
  });

  it("gives up on a hanging mail server after the timeout", async () => {
    const { deps, store, mailer } = createFakeLeadDeps();
    mailer.hang = true;
    const response = await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps);
    expect(response.status).toBe(200);
    expect(store.rows[0].email?.error).toContain("timed out after 50 ms");
  });

  it("answers 500 with an error body and sends no email when the lead cannot be stored", async () => {
    const { deps, store, mailer } = createFakeLeadDeps();
    store.failInserts = true;
    const response = await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps);
    expect(response.status).toBe(500);
    expect(response.body).toHaveProperty("error.title", "Server error");
    expect(mailer.sent).toHaveLength(0);
  });

  it("answers success even if recording the email outcome fails", async () => {
    const { deps, store, errors } = createFakeLeadDeps();
    store.recordEmailOutcome = () => Promise.reject(new Error("update failed"));
    expect((await handleLeadSubmission("demo", JSON.stringify(demo), meta, deps)).status).toBe(200);
    expect(errors.some((message) => message.includes("recording email outcome"))).toBe(true);
  });

  it("answers 413 for a body over 16 KB", async () => {
    const { deps } = createFakeLeadDeps();
    const huge = JSON.stringify({ ...contact, message: "x".repeat(17_000) });
    expect((await handleLeadSubmission("contact", huge, meta, deps)).status).toBe(413);
  });
});
