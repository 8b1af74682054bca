// The default limit (5 per 10 minutes per IP and per email) on a fresh stack of its own, since
// every request from a test comes from the same loopback IP.

import { afterAll, beforeAll, expect, it } from "vitest";
import { type LeadStack, startLeadStack, uniqueEmail } from "./lead-stack.ts";

let lead: LeadStack;

beforeAll(async () => {
  delete process.env.LEADS_RATE_LIMIT_MAX;
  delete process.env.LEADS_RATE_LIMIT_WINDOW_SECONDS;
  lead = await startLeadStack();
});

afterAll(async () => {
  await lead?.stop();
});

it("answers the sixth demo request from one IP within 10 minutes with 429 and Retry-After", async () => {
  for (let i = 1; i <= 5; i++) {
    const result = await lead.invoke("send-demo-request", {
      fullName: "Grace",
      email: uniqueEmail(`rl${i}`),
      company: "Navy",
    });
    expect(result.status, `request ${i}`).toBe(200);
  }
  const email = uniqueEmail("rl6");
  const sixth = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy" });

  expect(sixth.status).toBe(429);
  expect(sixth.body).toMatchObject({ error: { title: "Too many requests" } });
  const retryAfter = Number(sixth.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(590);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await lead.rowsByEmail("demo_requests", email)).toEqual([]);
});

it("keeps a separate budget for the contact form", async () => {
  const email = uniqueEmail("rl-contact");
  const result = await lead.invoke("send-contact-form", { fullName: "Ada", email, message: "hi" });
  expect(result.status).toBe(200);
});

it("answers a repeat with a known Idempotency-Key even when the limit is spent: a repeat costs no slot", async () => {
  const email = uniqueEmail("rl-repeat");
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  const contact = { fullName: "Ada", email, message: "first" };
  expect((await lead.invoke("send-contact-form", contact, headers)).status).toBe(200);
  // Spend the rest of this IP's contact budget.
  let status = 200;
  for (let i = 1; i <= 6 && status === 200; i++) {
    status = (
      await lead.invoke("send-contact-form", { fullName: "Ada", email: uniqueEmail(`rl-fill${i}`), message: "x" })
    ).status;
  }
  expect(status).toBe(429);

  const repeat = await lead.invoke("send-contact-form", contact, headers);
  expect(repeat).toMatchObject({ status: 200, body: { ok: true } });
  expect(await lead.rowsByEmail("contact_messages", email)).toHaveLength(1);
});

it("keeps the count in the database, hashed", async () => {
  const { data, error } = await lead.serviceRole.from("lead_rate_limit_hits").select("bucket");
  expect(error).toBeNull();
  expect(data?.length).toBeGreaterThanOrEqual(12);
  for (const row of data ?? []) expect(row.bucket).toMatch(/^[0-9a-f]{64}$/);
});
