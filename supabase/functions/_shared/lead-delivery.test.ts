import { describe, expect, it } from "vitest";
import { deliverLeadEmails, isOutgoingEmail, leaseSecondsFor } from "./lead-delivery.ts";
import type { OutgoingEmail } from "./lead-emails.ts";
import { PermanentMailError, type QueuedEmail } from "./lead-ports.ts";
import { createFakeDeliveryDeps } from "./lead-test-fakes.ts";

const message: OutgoingEmail = {
  from: { name: "SentinelForge", address: "no-reply@example.com" },
  to: { address: "sales@example.com" },
  replyTo: { name: "Ada", address: "ada@example.com" },
  subject: "New contact message from Ada",
  text: "text",
  html: "<p>html</p>",
};

function queued(count: number, prefix = "e"): QueuedEmail[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index + 1}`,
    purpose: index % 2 === 0 ? "notification" : "acknowledgement",
    messageId: `<${prefix}${index + 1}@example.com>`,
    message,
  }));
}

function setUp(count: number) {
  const fakes = createFakeDeliveryDeps();
  for (const email of queued(count)) fakes.outbox.add(email);
  return fakes;
}

describe("deliverLeadEmails", () => {
  it("sends every due message with its Message-ID and its id as the idempotency key, and records it sent", async () => {
    const { deps, outbox, mailer } = setUp(2);
    expect(await deliverLeadEmails(deps)).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });

    expect(mailer.sent.map((sent) => [sent.options.messageId, sent.options.idempotencyKey])).toEqual([
      ["<e1@example.com>", "e1"],
      ["<e2@example.com>", "e2"],
    ]);
    expect(outbox.row("e1")).toMatchObject({ status: "sent", attempts: 1 });
    expect(outbox.row("e1").attemptsLog[0]).toMatchObject({ sent: true, detail: "250 OK: queued as 1" });
  });

  it("works through the queue in batches until nothing is due", async () => {
    const { deps, mailer } = setUp(7);
    expect(await deliverLeadEmails(deps)).toEqual({ claimed: 7, sent: 7, retrying: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(7);
  });

  it("claims no new batch once the run budget is spent", async () => {
    const { deps, mailer } = setUp(7);
    let now = 0;
    deps.clock = () => (now += 40_000);
    deps.settings.runBudgetMs = 30_000;
    expect((await deliverLeadEmails(deps)).claimed).toBe(3);
    expect(mailer.sent).toHaveLength(3);
  });

  it("with ids, sends only those messages, once", async () => {
    const { deps, outbox, mailer } = setUp(4);
    expect(await deliverLeadEmails(deps, ["e2", "e4"])).toMatchObject({ claimed: 2, sent: 2 });
    expect(mailer.sent.map((sent) => sent.options.idempotencyKey)).toEqual(["e2", "e4"]);
    expect(outbox.row("e1").status).toBe("queued");
  });

  it("records a refused send with the server's words, to be retried", async () => {
    const { deps, outbox, mailer } = setUp(1);
    mailer.failure = new Error("Invalid greeting. response=421 Service not available");
    expect(await deliverLeadEmails(deps)).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    expect(outbox.row("e1")).toMatchObject({
      status: "retrying",
      lastError: "Invalid greeting. response=421 Service not available",
    });
    expect(outbox.row("e1").attemptsLog[0]).toMatchObject({ sent: false, permanent: false, retryBaseSeconds: 30 });
  });

  it("gives up at once when the server refuses the message itself", async () => {
    const { deps, outbox, mailer } = setUp(1);
    mailer.failure = new PermanentMailError("550 mailbox unavailable");
    expect(await deliverLeadEmails(deps)).toMatchObject({ failed: 1 });
    expect(outbox.row("e1")).toMatchObject({ status: "failed", lastError: "550 mailbox unavailable" });
  });

  it("ends a send that gets no answer by closing it at the deadline, and says so", async () => {
    const { deps, outbox, mailer } = setUp(1);
    mailer.hang = true;
    expect(await deliverLeadEmails(deps)).toMatchObject({ retrying: 1 });
    expect(outbox.row("e1").lastError).toBe(
      "no answer from the mail server within 0.05 s; the connection was closed, so the unfinished message is discarded",
    );
  });

  it("does not send a stored message of the wrong shape, and gives it up", async () => {
    const { deps, outbox, mailer } = createFakeDeliveryDeps();
    outbox.add({ ...queued(1)[0], message: { to: "x" } as unknown as OutgoingEmail });
    expect(await deliverLeadEmails(deps)).toMatchObject({ failed: 1 });
    expect(mailer.sent).toHaveLength(0);
    expect(outbox.row("e1").lastError).toBe("the stored message is malformed");
  });

  it("records again when the database fails for a moment", async () => {
    const { deps, outbox } = setUp(1);
    outbox.failRecords = 2;
    expect(await deliverLeadEmails(deps)).toMatchObject({ sent: 1 });
    expect(outbox.row("e1").status).toBe("sent");
  });

  it("leaves a message it could not record to its lease, and logs it", async () => {
    const { deps, outbox, errors } = setUp(1);
    outbox.failRecords = 10;
    expect(await deliverLeadEmails(deps)).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 0 });
    expect(outbox.row("e1").status).toBe("sending");
    expect(errors).toContain("recording sent lead email e1 failed");
  });
});

describe("delivery rules", () => {
  it("leases a message for longer than a send and its recording can take", () => {
    expect(leaseSecondsFor(45)).toBe(100);
    expect(leaseSecondsFor(2)).toBeGreaterThan(2 + 4);
  });

  it("accepts only complete emails from storage", () => {
    expect(isOutgoingEmail(message)).toBe(true);
    expect(isOutgoingEmail({ ...message, replyTo: undefined })).toBe(true);
    expect(isOutgoingEmail({ ...message, to: { address: "" } })).toBe(false);
    expect(isOutgoingEmail({ ...message, html: 1 })).toBe(false);
    expect(isOutgoingEmail(null)).toBe(false);
  });
});
