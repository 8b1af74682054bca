import { describe, expect, it } from "vitest";
import { clientIpFrom, createLeadHttpHandler } from "./lead-http.ts";
import { createFakeLeadDeps } from "./lead-test-fakes.ts";

const demo = { fullName: "Grace Hopper", email: "grace@example.com", company: "Navy" };
const url = "http://localhost/functions/v1/send-demo-request";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

describe("lead HTTP adapter", () => {
  it("answers the browser's preflight with the CORS headers from the wire reference", async () => {
    const handle = createLeadHttpHandler("demo", createFakeLeadDeps().deps);
    const response = await handle(new Request(url, { method: "OPTIONS" }));
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type, x-retry-count, idempotency-key",
    );
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  it.each(["GET", "PUT", "DELETE"])("answers %s with 405 and CORS headers", async (method) => {
    const handle = createLeadHttpHandler("demo", createFakeLeadDeps().deps);
    const response = await handle(new Request(url, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("stores the lead with the first x-forwarded-for hop and the user agent", async () => {
    const { deps, store } = createFakeLeadDeps();
    const response = await createLeadHttpHandler(
      "demo",
      deps,
    )(post(JSON.stringify(demo), { "x-forwarded-for": "203.0.113.9, 10.0.0.1", "user-agent": "Firefox" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    // A demo request's answer names it: its booking step (book-demo) takes the id.
    expect(await response.json()).toEqual({ ok: true, requestId: store.rows[0].id });
    expect(store.rows[0].meta).toMatchObject({ clientIp: "203.0.113.9", userAgent: "Firefox" });
  });

  it("answers 400 with a JSON error body and CORS headers", async () => {
    const response = await createLeadHttpHandler("demo", createFakeLeadDeps().deps)(post("{}"));
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({
      error: { field: "fullName", title: "Error", description: "Please fill in all fields" },
    });
  });

  it("refuses a body over 16 KB with 413, whether declared or streamed", async () => {
    const handle = createLeadHttpHandler("demo", createFakeLeadDeps().deps);
    const big = JSON.stringify({ ...demo, company: "é".repeat(9000) }); // > 16 KB in UTF-8
    expect((await handle(post(big))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const streamed = new Request(url, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect((await handle(streamed)).status).toBe(413);
  });

  it("puts Retry-After on a 429", async () => {
    const { deps } = createFakeLeadDeps({ max: 1 });
    const handle = createLeadHttpHandler("demo", deps);
    await handle(post(JSON.stringify(demo)));
    const response = await handle(post(JSON.stringify(demo)));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("600");
    expect(response.headers.get("access-control-expose-headers")).toContain("Retry-After");
  });

  it("passes the Idempotency-Key header on: a repeat is answered like the first and stores nothing", async () => {
    const { deps, store } = createFakeLeadDeps();
    const handle = createLeadHttpHandler("demo", deps);
    const key = { "Idempotency-Key": "0b7c5b1e-3f57-4c38-9f1e-1c3a4a3a7d10" };
    const first = await handle(post(JSON.stringify(demo), key));
    expect(first.status).toBe(200);
    const repeat = await handle(post(JSON.stringify(demo), key));
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(await first.json());
    expect(store.rows).toHaveLength(1);
  });

  it("answers 400 with CORS headers to an Idempotency-Key that is not a UUID", async () => {
    const { deps, store } = createFakeLeadDeps();
    const response = await createLeadHttpHandler(
      "demo",
      deps,
    )(post(JSON.stringify(demo), { "Idempotency-Key": "x".repeat(8_000) }));
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({ error: { title: "Invalid request" } });
    expect(store.rows).toHaveLength(0);
  });

  it("keeps only address characters from x-forwarded-for", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "2001:db8::1" }))).toBe("2001:db8::1");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "<script>, 1.2.3.4" }))).toBe("");
    expect(clientIpFrom(new Headers())).toBe("");
  });
});
