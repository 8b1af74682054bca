// Outbound webhooks against the real functions: the stack's Deno workers deliver each new lead to a
// local receiver (webhook-receiver.ts) that verifies every Standard Webhooks signature, and that is
// answering, failing, slow past the sender's timeout, or down. The visitor's answer never waits;
// every lead reaches the receiver in the end, always under one webhook-id. Short timings for the
// test: retries after 1 s, 2 s, 4 s, ..., a request abandoned after 1 s, the worker every second.

import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createConfirmedUser, signedInClient } from "../../local/testing.ts";
import { type LeadStack, startLeadStack, uniqueEmail, waitFor } from "./lead-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.ts";

const ENVIRONMENT_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
let receiver: WebhookReceiver;
let lead: LeadStack;
let admin: SupabaseClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver(ENVIRONMENT_SECRET);
  lead = await startLeadStack(
    {
      LEAD_WEBHOOK_URL: receiver.url("/hook"),
      LEAD_WEBHOOK_SECRET: ENVIRONMENT_SECRET,
      LEAD_WEBHOOK_TIMEOUT_SECONDS: "1",
      LEADS_RETRY_BASE_SECONDS: "1",
      LEADS_RATE_LIMIT_MAX: "1000",
    },
    { leadDeliveryEverySeconds: 1 },
  );
  const user = await createConfirmedUser(lead.stack, "webhook-admin");
  await lead.stack.ctx.db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.id]);
  admin = await signedInClient(lead.stack, user.email, user.password);
});

afterAll(async () => {
  await lead?.stop();
  await receiver?.close();
});

beforeEach(() => {
  receiver.mode = "good";
  receiver.decide = undefined;
});

interface DeliveryRow {
  id: string;
  webhook_id: string;
  endpoint_id: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
}

async function deliveriesOf(leadId: string): Promise<DeliveryRow[]> {
  const { data, error } = await lead.serviceRole
    .from("webhook_deliveries")
    .select("id, webhook_id, endpoint_id, status, attempts, last_error")
    .eq("lead_id", leadId);
  if (error) throw new Error(error.message);
  return data as DeliveryRow[];
}

/** Sends a demo request as a visitor would; answers the stored lead's id and how long the answer took. */
async function sendDemo(label: string, context?: unknown) {
  const email = uniqueEmail(label);
  const started = performance.now();
  const result = await lead.invoke("send-demo-request", { fullName: "Ada Lovelace", email, company: "Acme", context });
  const answerMs = performance.now() - started;
  expect(result).toMatchObject({ status: 200, body: { ok: true } });
  const [row] = await lead.rowsByEmail("demo_requests", email);
  return { leadId: String(row.id), email, answerMs };
}

const receivedFor = (leadId: string, path = "/hook") =>
  receiver.received.filter(
    (entry) => entry.path === path && (entry.payload as { data?: { id?: string } } | null)?.data?.id === leadId,
  );

async function delivered(leadId: string, endpointId: string | null = null) {
  return waitFor(`the delivery of ${leadId} to be delivered`, async () => {
    const row = (await deliveriesOf(leadId)).find((delivery) => delivery.endpoint_id === endpointId);
    return row?.status === "delivered" && row;
  });
}

describe("LEAD_WEBHOOK_URL", { timeout: 60_000 }, () => {
  it("answering: the lead arrives within seconds, signed, with its attribution and consent", async () => {
    const context = {
      attribution: {
        firstTouch: {
          landingPage: "/?utm_source=newsletter&utm_campaign=q4",
          utm: { utm_source: "newsletter", utm_campaign: "q4" },
        },
        lastTouch: "/",
      },
      consent: { privacyNoticeVersion: "2026-11-28", securityUpdates: true },
    };
    const { leadId, email } = await sendDemo("webhook-good", context);
    const row = await delivered(leadId);
    expect(row.attempts).toBe(1);
    const [request] = receivedFor(leadId);
    expect(request).toMatchObject({ verified: true, webhookId: row.webhook_id });
    expect(request.payload).toMatchObject({
      type: "demo_request.created",
      data: {
        id: leadId,
        kind: "demo",
        email,
        company: "Acme",
        attribution: { firstTouch: { utm: { utm_source: "newsletter", utm_campaign: "q4" } }, lastTouch: "/" },
        consent: { privacyNoticeVersion: "2026-11-28", securityUpdates: true },
      },
    });
  });

  it("failing: retried with back-off under the same webhook-id until it answers, each attempt logged", async () => {
    receiver.mode = "failing";
    const { leadId } = await sendDemo("webhook-failing");
    await waitFor("two failed attempts", async () => receivedFor(leadId).length >= 2);
    receiver.mode = "good";
    const row = await delivered(leadId);
    const requests = receivedFor(leadId);
    expect(new Set(requests.map((request) => request.webhookId))).toEqual(new Set([row.webhook_id]));
    expect(requests.at(-1)?.answered).toBe(200);
    const { data: attempts } = await lead.serviceRole
      .from("webhook_delivery_attempts")
      .select("status_code, outcome, detail")
      .eq("delivery_id", row.id)
      .order("started_at");
    expect(attempts?.slice(0, 2)).toEqual([
      { status_code: 500, outcome: "error", detail: "HTTP 500: receiver failing on purpose" },
      { status_code: 500, outcome: "error", detail: "HTTP 500: receiver failing on purpose" },
    ]);
    expect(attempts?.at(-1)).toMatchObject({ status_code: 200, outcome: "delivered" });
  });

  it("slow: abandoned after the timeout and sent again, same webhook-id, so the receiver can drop the repeat", async () => {
    receiver.mode = "slow";
    receiver.slowMs = 1_500;
    const { leadId } = await sendDemo("webhook-slow");
    const firstTry = await waitFor("an abandoned attempt", async () => {
      const [row] = await deliveriesOf(leadId);
      return row?.last_error?.startsWith("no answer within 1 s") && row;
    });
    receiver.mode = "good";
    await delivered(leadId);
    const ids = receivedFor(leadId).map((request) => request.webhookId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set([firstTry.webhook_id]));
  });

  it("down: the visitor is answered at once, the error is recorded, and the lead arrives once it is back", async () => {
    await receiver.down();
    try {
      const { leadId, answerMs } = await sendDemo("webhook-down");
      expect(answerMs).toBeLessThan(5_000);
      const row = await waitFor("a refused attempt", async () => {
        const [delivery] = await deliveriesOf(leadId);
        return delivery?.status === "retrying" && delivery;
      });
      expect(row.last_error).toMatch(/connect|refused/i);
      expect(receivedFor(leadId)).toEqual([]);
      await receiver.up();
      await delivered(leadId);
      expect(receivedFor(leadId)).toHaveLength(1);
    } finally {
      if (!receiver.listening) await receiver.up();
    }
  });
});

describe("endpoints staff add", { timeout: 60_000 }, () => {
  it("get new leads signed with their own secret, shown once; staff redeliver under the same webhook-id", async () => {
    const { data, error } = await admin.rpc("create_webhook_endpoint", {
      p_url: receiver.url("/crm"),
      p_events: ["contact_message.created", "demo_request.created"],
      p_description: "Test CRM",
    });
    expect(error).toBeNull();
    const [{ id: endpointId, secret }] = data as Array<{ id: string; secret: string }>;
    receiver.secrets.set("/crm", secret);
    const read = await admin.from("webhook_endpoints").select("secret").eq("id", endpointId);
    expect(read.error?.message).toMatch(/permission denied/);

    const { leadId } = await sendDemo("webhook-crm");
    const row = await delivered(leadId, endpointId);
    expect(receivedFor(leadId, "/crm")).toEqual([
      expect.objectContaining({ verified: true, webhookId: row.webhook_id }),
    ]);

    const redelivery = await admin.rpc("redeliver_webhook", { p_delivery_id: row.id });
    expect(redelivery.error).toBeNull();
    await waitFor("the redelivery", async () => receivedFor(leadId, "/crm").length === 2);
    expect(receivedFor(leadId, "/crm").map((request) => request.webhookId)).toEqual([row.webhook_id, row.webhook_id]);
    await admin.from("webhook_endpoints").delete().eq("id", endpointId);
  });

  it("to a private address: refused for good, and nothing is requested", async () => {
    const { data } = await admin.rpc("create_webhook_endpoint", {
      p_url: "https://10.255.255.1/hook",
      p_events: ["demo_request.created"],
    });
    const [{ id: endpointId }] = data as Array<{ id: string }>;
    const { leadId } = await sendDemo("webhook-private");
    const row = await waitFor("the refusal", async () => {
      const delivery = (await deliveriesOf(leadId)).find((entry) => entry.endpoint_id === endpointId);
      return delivery?.status === "failed" && delivery;
    });
    expect(row).toMatchObject({
      attempts: 1,
      last_error: "refused: 10.255.255.1, a private address: webhooks go only to public addresses",
    });
    await admin.from("webhook_endpoints").delete().eq("id", endpointId);
  });
});
