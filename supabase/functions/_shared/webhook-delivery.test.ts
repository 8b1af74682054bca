import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createFakeWebhookDeps } from "./lead-test-fakes.ts";
import { deliverWebhooks, signedRequest } from "./webhook-delivery.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const WEBHOOK_ID = "msg_0123456789abcdef0123456789abcdef";
const payload = { type: "demo_request.created", timestamp: "2026-01-01T09:00:00.000Z", data: { id: "lead-1" } };

interface Seen {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that answers `answers` in turn (a Response, or an error to throw) and keeps what it got. */
function receiver(...answers: Array<Response | Error | "hang">) {
  const seen: Seen[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(input), headers: init?.headers as Record<string, string>, body: String(init?.body) });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === "hang") {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    }
    if (answer instanceof Error) throw answer;
    return answer as Response;
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

function setup(answers: Array<Response | Error | "hang">, endpoint: { url?: string; secret?: string } = {}) {
  const { seen, fetch } = receiver(...answers);
  const fakes = createFakeWebhookDeps({ fetch });
  fakes.outbox.add({
    id: "d1",
    webhookId: WEBHOOK_ID,
    endpointId: "e1",
    url: "https://crm.example/hook",
    secret: SECRET,
    payload,
    ...endpoint,
  });
  return { ...fakes, seen };
}

describe("a webhook delivery", () => {
  it("is signed per Standard Webhooks: the receiver's library verifies it", async () => {
    const { deps, outbox, seen } = setup([new Response("thanks", { status: 202 })]);
    expect(await deliverWebhooks(deps)).toEqual({ claimed: 1, delivered: 1, retrying: 0, failed: 0 });
    const [request] = seen;
    expect(request.url).toBe("https://crm.example/hook");
    expect(request.headers).toMatchObject({ "content-type": "application/json", "webhook-id": WEBHOOK_ID });
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Webhook(SECRET).verify(request.body, request.headers) as unknown;
    expect(verified).toEqual(payload);
    expect(outbox.row("d1").attempts[0]).toMatchObject({ delivered: true, statusCode: 202, detail: "thanks" });
  });

  it("is retried on anything but 2xx, keeping its webhook-id, and recorded with what the receiver said", async () => {
    const { deps, outbox, seen } = setup([new Response("down for maintenance", { status: 503 })]);
    expect(await deliverWebhooks(deps)).toMatchObject({ retrying: 1 });
    expect(outbox.row("d1").attempts[0]).toMatchObject({
      delivered: false,
      statusCode: 503,
      detail: "HTTP 503: down for maintenance",
      permanent: false,
      url: "https://crm.example/hook",
    });
    const again = receiver(new Response(null, { status: 204 }));
    deps.fetch = again.fetch;
    outbox.retryNow();
    expect(await deliverWebhooks(deps)).toMatchObject({ delivered: 1 });
    expect([seen[0].headers["webhook-id"], again.seen[0].headers["webhook-id"]]).toEqual([WEBHOOK_ID, WEBHOOK_ID]);
  });

  it("never follows a redirect", async () => {
    const redirect = new Response(null, { status: 307, headers: { location: "http://169.254.169.254/latest" } });
    const { deps, outbox, seen } = setup([redirect]);
    await deliverWebhooks(deps);
    expect(seen).toHaveLength(1);
    expect(outbox.row("d1").attempts[0].detail).toBe(
      "HTTP 307: redirects are not followed (to http://169.254.169.254/latest)",
    );
  });

  it("is abandoned after the timeout, and retried", async () => {
    const { deps, outbox } = setup(["hang"]);
    expect(await deliverWebhooks(deps)).toMatchObject({ retrying: 1 });
    expect(outbox.row("d1").attempts[0].detail).toMatch(/^no answer within 0.2 s/);
  });

  it("a network error is retried", async () => {
    const { deps, outbox } = setup([new TypeError("connection refused")]);
    expect(await deliverWebhooks(deps)).toMatchObject({ retrying: 1 });
    expect(outbox.row("d1").attempts[0]).toMatchObject({ statusCode: null, detail: "connection refused" });
  });

  it("to a private address fails at once, and nothing is requested", async () => {
    const { deps, outbox, seen } = setup([new Response("ok")]);
    deps.policy = { allowLoopback: false, resolve: async () => ["10.0.0.5"] };
    expect(await deliverWebhooks(deps)).toMatchObject({ failed: 1 });
    expect(seen).toHaveLength(0);
    expect(outbox.row("d1").attempts[0]).toMatchObject({
      permanent: true,
      detail: expect.stringMatching(/^refused: /),
    });
  });

  it("LEAD_WEBHOOK_URL's deliveries use the environment's URL and secret, and say what is missing", async () => {
    const { deps, outbox, seen } = setup([new Response("ok")], { url: undefined, secret: undefined });
    outbox.row("d1").delivery = { ...outbox.row("d1").delivery, endpointId: null, url: null, secret: null };
    await deliverWebhooks(deps);
    expect(outbox.row("d1").attempts[0].detail).toBe("LEAD_WEBHOOK_URL is not set any more");
    deps.environment = { url: "https://zap.example/hooks/1" };
    outbox.retryNow();
    await deliverWebhooks(deps);
    expect(outbox.row("d1").attempts[1].detail).toBe(
      "no signing secret for LEAD_WEBHOOK_URL (set LEAD_WEBHOOK_SECRET)",
    );
    deps.environment = { url: "https://zap.example/hooks/1", secret: SECRET };
    outbox.retryNow();
    expect(await deliverWebhooks(deps)).toMatchObject({ delivered: 1 });
    expect(seen.map((request) => request.url)).toEqual(["https://zap.example/hooks/1"]);
  });

  it("the first attempt after the answer takes only its own event", async () => {
    const { deps, outbox } = setup([new Response("ok")]);
    outbox.add({
      id: "d2",
      webhookId: "msg_ffffffffffffffffffffffffffffffff",
      endpointId: "e1",
      url: "https://crm.example/hook",
      secret: SECRET,
      payload,
    });
    expect(await deliverWebhooks(deps, WEBHOOK_ID)).toMatchObject({ claimed: 1 });
    expect(outbox.row("d2").status).toBe("queued");
  });

  it("signs what it sends, with the attempt's time in whole seconds", () => {
    const { headers, body } = signedRequest(WEBHOOK_ID, SECRET, payload, new Date("2026-01-01T09:00:00.750Z"));
    expect(headers["webhook-timestamp"]).toBe(String(Date.parse("2026-01-01T09:00:00Z") / 1000));
    expect(JSON.parse(body)).toEqual(payload);
    expect(() => signedRequest(WEBHOOK_ID, "whsec_not base64!", payload, new Date())).toThrow();
  });
});
