// Mail outages against the real functions: the stack's function workers mail a controllable SMTP
// server (supabase/local/inbox/controllable-smtp.ts) that is down, refuses, holds its answer, then comes
// back. A lead is always stored and answered at once; its messages say what happened to them and
// are delivered once the server is back, each exactly once. Short timings for the test: retries
// after 4 s, 8 s, ..., a send is closed after 8 s without an answer, the worker runs every second.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ControllableSmtp, startControllableSmtp } from "../../local/inbox/controllable-smtp.ts";
import {
  deliverLeadEmailsNow,
  type LeadEmailRow,
  type LeadStack,
  startLeadStack,
  uniqueEmail,
  waitFor,
} from "./lead-stack.ts";

const SEND_TIMEOUT_SECONDS = 8;
let smtp: ControllableSmtp;
let lead: LeadStack;

beforeAll(async () => {
  smtp = await startControllableSmtp("down");
  lead = await startLeadStack(
    {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      LEADS_RETRY_BASE_SECONDS: "4",
      LEADS_SEND_TIMEOUT_SECONDS: String(SEND_TIMEOUT_SECONDS),
      LEADS_RATE_LIMIT_MAX: "1000",
    },
    { leadDeliveryEverySeconds: 1 },
  );
});

afterAll(async () => {
  await lead?.stop();
  await smtp?.close();
});

const contactEmail = uniqueEmail("outage-contact");
const demoEmail = uniqueEmail("outage-demo");

const bareId = (messageId: string) => messageId.replace(/[<>]/g, "");
const copiesAccepted = (message: LeadEmailRow) =>
  smtp.accepted.filter((accepted) => bareId(accepted.messageId) === bareId(message.message_id)).length;

async function messagesOf(table: "contact_messages" | "demo_requests", email: string, status: string) {
  return waitFor(`${email}'s messages to be ${status}`, async () => {
    const messages = await lead.leadEmailsOf(table, email);
    return messages.length === 2 && messages.every((message) => message.status === status) && messages;
  });
}

describe("while the mail server is down or refusing", { timeout: 90_000 }, () => {
  it("stores a contact message, answers success, and marks both emails 'retrying' with the connection error", async () => {
    const result = await lead.invoke("send-contact-form", { fullName: "Ada", email: contactEmail, message: "Hello?" });

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await lead.rowsByEmail("contact_messages", contactEmail);
    expect(row).toMatchObject({ message: "Hello?" });
    const messages = await messagesOf("contact_messages", contactEmail, "retrying");
    for (const message of messages) {
      expect(message.attempts).toBeGreaterThanOrEqual(1);
      expect(message.last_error).toMatch(/ECONNREFUSED/);
    }
    const [summary] = await lead.rowsByEmail("contact_messages", contactEmail);
    expect(summary).toMatchObject({ email_status: "retrying" });
    expect(String(summary.email_error)).toMatch(/^(notification|acknowledgement): .*ECONNREFUSED/);
  });

  it("stores a demo request, answers success, and records the server's refusal with the next try", async () => {
    await smtp.set("refuse");
    const result = await lead.invoke("send-demo-request", { fullName: "Grace", email: demoEmail, company: "Navy" });

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    const messages = await waitFor("the refusal to be recorded", async () => {
      const current = await lead.leadEmailsOf("demo_requests", demoEmail);
      return (
        current.every((message) => message.status === "retrying" && /421/.test(message.last_error ?? "")) && current
      );
    });
    for (const message of messages) {
      const [attempt] = await lead.attemptsOf(message.id);
      expect(attempt).toMatchObject({ outcome: "error" });
      expect(Date.parse(message.next_attempt_at)).toBeGreaterThan(Date.parse(attempt.finished_at));
    }
    expect(smtp.accepted).toEqual([]);
  });
});

describe("when the mail server is back", { timeout: 90_000 }, () => {
  it("delivers every queued email at its first try after the server came back, each exactly once", async () => {
    const backAt = Date.now();
    await smtp.set("accept");

    const contact = await messagesOf("contact_messages", contactEmail, "sent");
    const demo = await messagesOf("demo_requests", demoEmail, "sent");
    for (const message of [...contact, ...demo]) {
      expect(copiesAccepted(message), message.purpose).toBe(1);
      const attempts = await lead.attemptsOf(message.id);
      expect(attempts.filter((attempt) => attempt.outcome === "sent")).toHaveLength(1);
      expect(attempts.at(-1)?.outcome).toBe("sent");
      // No failed try after the server came back (1 s of slack for a try already connecting).
      const lateErrors = attempts.filter(
        (attempt) => attempt.outcome === "error" && Date.parse(attempt.started_at) > backAt + 1_000,
      );
      expect(lateErrors).toEqual([]);
    }
    const [row] = await lead.rowsByEmail("demo_requests", demoEmail);
    expect(row).toMatchObject({ email_status: "sent", email_error: null });
  });
});

describe("a mail server that answers late", { timeout: 90_000 }, () => {
  it("answers the visitor at once, records the late 250 as sent, and never sends a second copy", async () => {
    await smtp.set("hold");
    const email = uniqueEmail("late");
    const result = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy" });

    // Answered while the server has not accepted a thing (it holds both messages until told).
    expect(result.status).toBe(200);
    await waitFor("both messages to reach the server", async () => smtp.waiting() >= 2);
    expect(smtp.accepted.filter((accepted) => accepted.to.includes(email))).toEqual([]);
    // The worker runs meanwhile and must leave messages in flight alone.
    expect(await deliverLeadEmailsNow(lead.stack)).toMatchObject({ claimed: 0 });
    expect(await deliverLeadEmailsNow(lead.stack)).toMatchObject({ claimed: 0 });
    expect((await lead.leadEmailsOf("demo_requests", email)).map((message) => message.status)).toEqual([
      "sending",
      "sending",
    ]);

    await smtp.set("accept");
    const messages = await messagesOf("demo_requests", email, "sent");
    for (const message of messages) {
      expect(message.attempts).toBe(1);
      expect(message.provider_response).toMatch(/^250 /);
      expect(copiesAccepted(message)).toBe(1);
    }
  });

  it("closes a send that gets no answer in time; the server keeps nothing, and the retry delivers it once", async () => {
    await smtp.set("hold");
    const email = uniqueEmail("timed-out");
    expect((await lead.invoke("send-contact-form", { fullName: "Ada", email, message: "Slow" })).status).toBe(200);

    const timedOut = await messagesOf("contact_messages", email, "retrying");
    expect(timedOut[0].last_error).toBe(
      `no answer from the mail server within ${SEND_TIMEOUT_SECONDS} s; the connection was closed, so the unfinished message is discarded`,
    );
    expect(smtp.waiting()).toBe(0);
    expect(smtp.accepted.filter((accepted) => accepted.to.includes(email))).toEqual([]);

    await smtp.set("accept");
    const messages = await messagesOf("contact_messages", email, "sent");
    for (const message of messages) {
      expect(message.attempts).toBe(2);
      expect(copiesAccepted(message)).toBe(1);
    }
  });
});
