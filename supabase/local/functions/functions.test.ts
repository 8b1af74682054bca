// The Edge Function runner, driven by the official client: functions run under real Deno behind
// the CLI's JWT gate, with the platform's error answers.
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, PUBLISHABLE_KEY } from "../keys.ts";
import { signJwt } from "../jwt.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, startTestStack } from "../testing.ts";

let stack: LocalStack;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  anon = anonClient(stack.apiUrl);
});

afterAll(async () => {
  await stack?.stop();
});

async function post(path: string, headers: Record<string, string>, body = "{}") {
  const response = await fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe("functions.invoke", () => {
  it("runs supabase/functions/hello under Deno and returns its JSON", async () => {
    const { data, error } = await anon.functions.invoke("hello", { body: { name: "x" } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ message: "Hello x", supabaseUrlSet: true });
  });

  it("keeps the worker warm: one process serves call after call", async () => {
    const workers = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const { data } = await anon.functions.invoke("hello", { body: { name: `n${i}` } });
      expect(data).toMatchObject({ message: `Hello n${i}` });
      workers.add((data as { workerId: string }).workerId);
    }
    expect(workers.size).toBe(1);
  });

  it("passes the client IP in x-forwarded-for, replacing a spoofed one", async () => {
    const answer = await post("hello", { Authorization: `Bearer ${ANON_KEY}`, "x-forwarded-for": "6.6.6.6" });
    expect(JSON.parse(answer.text).forwardedFor).toBe("127.0.0.1");
  });

  it("passes GET query strings and sub-paths through", async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/hello/deeper?name=query`, {
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(await response.json()).toMatchObject({ message: "Hello query" });
  });

  it("accepts the opaque publishable key as Bearer", async () => {
    const answer = await post("hello", { Authorization: `Bearer ${PUBLISHABLE_KEY}` }, '{"name":"sb"}');
    expect(answer.status).toBe(200);
  });

  it("answers 404 'Function not found' for an unknown function", async () => {
    const { error } = await anon.functions.invoke("does-not-exist", { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Function not found");
  });

  it("never treats _shared as a function", async () => {
    const answer = await post("_shared", { Authorization: `Bearer ${ANON_KEY}` });
    expect(answer.status).toBe(404);
  });
});

describe("the verify_jwt gate", () => {
  it("refuses a call without Authorization: 401 Missing authorization header", async () => {
    const answer = await post("hello", { apikey: ANON_KEY });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toEqual({ msg: "Error: Missing authorization header" });
  });

  it("refuses a forged or expired token: 401 Invalid JWT", async () => {
    const expired = signJwt({
      role: "authenticated",
      sub: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    for (const token of ["not-a-jwt", `${ANON_KEY.slice(0, -3)}abc`, expired]) {
      const answer = await post("hello", { Authorization: `Bearer ${token}` });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toEqual({ msg: "Invalid JWT" });
    }
  });

  it("lets a browser preflight through", async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/hello`, {
      method: "OPTIONS",
      headers: { Origin: "http://127.0.0.1:8080", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});
