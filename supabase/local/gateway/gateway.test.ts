// The API gateway: CORS as browsers need it, key-auth like the CLI's Kong, body cap, resilience.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY } from "../keys.ts";
import { FUNCTIONS_MAX_BODY_BYTES } from "./gateway.ts";
import type { LocalStack } from "../start.ts";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { startTestStack } from "../testing.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe("CORS", () => {
  it("answers a browser preflight for any API path", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/customer_logos`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:8080",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "apikey, authorization, x-client-info, accept-profile",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
    const allowed = response.headers.get("access-control-allow-headers") ?? "";
    for (const header of [
      "apikey",
      "authorization",
      "x-client-info",
      "accept-profile",
      "prefer",
      "range",
      "x-supabase-api-version",
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it("exposes the headers auth-js and postgrest-js read", async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: ANON_KEY } });
    expect(response.headers.get("access-control-expose-headers")).toBe(
      "X-Supabase-Api-Version, Content-Range, x-relay-error",
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("API keys", () => {
  it("refuses auth and rest requests without an apikey, like Kong", async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "No API key found in request" });
    const wrong = await fetch(`${stack.apiUrl}/rest/v1/customer_logos`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid authentication credentials" });
  });

  it("lets emailed links through without a key", async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/verify?token=x&type=signup`, { redirect: "manual" });
    expect(response.status).toBe(303);
  });

  it("accepts the opaque sb_publishable / sb_secret keys", async () => {
    for (const key of [PUBLISHABLE_KEY, SECRET_KEY]) {
      const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: key } });
      expect(response.status).toBe(200);
    }
    const client = createClient(stack.apiUrl, PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // ws's constructor overloads are stricter than the DOM type realtime-js declares.
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { data, error } = await client.auth.signInWithPassword(SEEDED_ADMIN);
    expect(error).toBeNull();
    expect(data.user).toBeTruthy();
  });
});

describe("robustness", () => {
  it("answers 413 to bodies over 1 MB and keeps serving", async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "big@example.com", password: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    const health = await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
    expect(health.status).toBe(200);
  });

  it("lets a function read a body over 1 MB, and answers a readable 413 (not a dropped connection) past its bound", async () => {
    const upload = (bytes: number) =>
      fetch(`${stack.apiUrl}/functions/v1/hello`, {
        method: "POST",
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/octet-stream" },
        body: new Uint8Array(bytes),
      });
    expect((await upload(6 * 1024 * 1024)).status).not.toBe(413);
    const refused = await upload(FUNCTIONS_MAX_BODY_BYTES + 1024);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: "Request size limit exceeded" });
  });

  it("answers unknown prefixes with Kong's 404", async () => {
    const response = await fetch(`${stack.apiUrl}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "no Route matched with those values" });
  });

  it("refuses websocket upgrades outside /realtime/v1/websocket", async () => {
    const { default: WebSocket } = await import("ws");
    const socket = new WebSocket(`${stack.apiUrl.replace("http", "ws")}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on("open", () => resolve("open"));
      socket.on("error", () => resolve("error"));
    });
    expect(outcome).toBe("error");
  });
});
