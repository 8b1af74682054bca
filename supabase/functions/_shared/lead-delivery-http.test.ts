import { describe, expect, it } from "vitest";
import { ANON_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../../local/keys.ts";
import { createDeliveryHttpHandler, serviceKeysFrom } from "./lead-delivery-http.ts";
import { createFakeDeliveryDeps, createFakeWebhookDeps } from "./lead-test-fakes.ts";

const env = {
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
};
const url = "http://localhost/functions/v1/deliver-lead-emails";

function handler() {
  const fakes = createFakeDeliveryDeps();
  fakes.outbox.add({
    id: "e1",
    purpose: "notification",
    messageId: "<e1@example.com>",
    message: {
      from: { address: "no-reply@example.com" },
      to: { address: "sales@example.com" },
      subject: "s",
      text: "t",
      html: "<p>h</p>",
    },
  });
  const webhooks = createFakeWebhookDeps();
  webhooks.outbox.add({
    id: "w1",
    webhookId: "msg_00000000000040008000000000000001",
    endpointId: "endpoint-1",
    url: "https://crm.example/hook",
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    payload: { type: "demo_request.created" },
  });
  const deps = { emails: fakes.deps, webhooks: webhooks.deps };
  return { ...fakes, webhooks, handle: createDeliveryHttpHandler(deps, serviceKeysFrom(env)) };
}

const post = (token?: string) =>
  new Request(url, { method: "POST", headers: token ? { Authorization: `Bearer ${token}` } : {}, body: "{}" });

describe("deliver-lead-emails over HTTP", () => {
  it("runs for the service role key: both outboxes, answering what it did", async () => {
    const { handle, mailer, webhooks } = handler();
    const response = await handle(post(SERVICE_ROLE_KEY));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      claimed: 1,
      sent: 1,
      retrying: 0,
      failed: 0,
      webhooks: { claimed: 1, delivered: 1, retrying: 0, failed: 0 },
    });
    expect(mailer.sent).toHaveLength(1);
    expect(webhooks.outbox.row("w1").status).toBe("delivered");
  });

  it("runs for the project's secret key too", async () => {
    expect((await handler().handle(post(SECRET_KEY))).status).toBe(200);
  });

  it.each([
    ["no token", undefined],
    ["the anon key", ANON_KEY],
    ["a made-up token", "x".repeat(SERVICE_ROLE_KEY.length)],
    ["the service role key with one more character", `${SERVICE_ROLE_KEY}x`],
  ])("refuses %s with 401 and sends nothing", async (_label, token) => {
    const { handle, mailer } = handler();
    const response = await handle(post(token));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Only the service role may run lead delivery." });
    expect(mailer.sent).toHaveLength(0);
  });

  it("answers anything but POST with 405", async () => {
    const response = await handler().handle(new Request(url, { method: "GET" }));
    expect(response.status).toBe(405);
  });

  it("never accepts an empty key, even when none is configured", async () => {
    const deps = { emails: createFakeDeliveryDeps().deps, webhooks: createFakeWebhookDeps().deps };
    const handle = createDeliveryHttpHandler(deps, serviceKeysFrom({}));
    expect((await handle(post(""))).status).toBe(401);
    expect((await handle(new Request(url, { method: "POST", headers: { Authorization: "Bearer " } }))).status).toBe(
      401,
    );
  });
});
