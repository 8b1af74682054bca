// A mail outage must not lose a lead: the function workers of this file's stack send to a port
// nothing listens on, and the lead must still be stored, marked for a retry, and answered 200.

import { createServer } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type LeadStack, startLeadStack, uniqueEmail } from "./lead-stack.ts";

let lead: LeadStack;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  lead = await startLeadStack({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await closedPort()) });
});

afterAll(async () => {
  await lead?.stop();
});

it("stores a contact message with email_status 'failed' and still answers success", async () => {
  const email = uniqueEmail("outage");
  const result = await lead.invoke("send-contact-form", { fullName: "Ada", email, message: "Is anyone there?" });

  expect(result).toMatchObject({ status: 200, body: { ok: true } });
  const [row] = await lead.rowsByEmail("contact_messages", email);
  expect(row).toMatchObject({ message: "Is anyone there?", email_status: "failed", email_attempts: 1 });
  expect(String(row.email_error)).toMatch(/notification: .*(ECONNREFUSED|refused)/i);
  expect(await lead.mailsAbout(email)).toEqual([]);
});

it("stores a demo request the same way", async () => {
  const email = uniqueEmail("outage-demo");
  const result = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy" });
  expect(result.status).toBe(200);
  const [row] = await lead.rowsByEmail("demo_requests", email);
  expect(row).toMatchObject({ email_status: "failed" });
});
