// Hostile input on every service behind the API port: NUL bytes, lone surrogates, 20k-deep JSON,
// invalid UTF-8, over-long URLs, oversized headers, unknown methods and garbage bytes. Each gets a
// 4xx with a JSON body in that service's own shape: never a 5xx, never a dropped connection, and
// nothing is stored.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys.ts";
import type { LocalStack } from "../start.ts";
import { startTestStack } from "../testing.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const DEEP = "[".repeat(20_000) + "]".repeat(20_000);
const INVALID_UTF8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);

async function call(
  path: string,
  init: { method?: string; body?: string | Uint8Array<ArrayBuffer>; key?: string } = {},
) {
  const key = init.key ?? ANON_KEY;
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: init.method ?? "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: init.body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** Row counts of everything a hostile request could try to write. */
async function storedCounts() {
  const { rows } = await stack.ctx.db.query<{ counts: string }>(
    `select json_build_array((select count(*) from auth.users), (select count(*) from public.customer_logos),
       (select count(*) from public.contact_messages), (select count(*) from public.demo_requests))::text as counts`,
  );
  return rows[0].counts;
}

/** Sends raw bytes and returns the whole answer; "" means the connection was dropped. */
function rawExchange(bytes: string): Promise<string> {
  const port = Number(new URL(stack.apiUrl).port);
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

function statusAndBody(answer: string): { status: number; body: unknown } {
  const status = Number(answer.match(/^HTTP\/1\.1 (\d{3}) /)?.[1] ?? 0);
  const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
  return { status, body: JSON.parse(body) };
}

const AUTH_BAD_JSON = {
  code: "bad_json",
  error_code: "bad_json",
  msg: expect.any(String),
  message: expect.any(String),
};

describe("JSON bodies", () => {
  const signup = (body: string | Uint8Array<ArrayBuffer>) => call("/auth/v1/signup", { body });

  it("auth answers 400 bad_json to NUL, lone surrogates, 20k-deep nesting and invalid UTF-8", async () => {
    const before = await storedCounts();
    const bodies = [
      '{"email":"nul@example.com","password":"secret-password","data":{"name":"a\\u0000b"}}',
      '{"email":"surrogate@example.com","password":"secret-password","data":{"name":"\\ud800"}}',
      `{"email":"deep@example.com","password":"secret-password","data":{"x":${DEEP}}}`,
      INVALID_UTF8,
    ];
    for (const body of bodies) {
      const answer = await signup(body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(AUTH_BAD_JSON);
    }
    expect(await storedCounts()).toBe(before);
  });

  it("rest answers an insert with NUL with Postgres's 22P05 and deep nesting with PGRST102", async () => {
    const before = await storedCounts();
    const logo = (name: string) => `{"company_name":"${name}","alt_text":"a","logo_url":"/logos/x.svg"}`;
    const nul = await call("/rest/v1/customer_logos", { body: logo("a\\u0000b"), key: SERVICE_ROLE_KEY });
    expect(nul.status).toBe(400);
    expect(nul.json).toMatchObject({ code: "22P05", message: "unsupported Unicode escape sequence" });
    const surrogate = await call("/rest/v1/customer_logos", { body: logo("\\ud800"), key: SERVICE_ROLE_KEY });
    expect(surrogate.status).toBe(400);
    expect(surrogate.json).toMatchObject({ code: "22P02" });
    for (const body of [`{"company_name":${DEEP}}`, INVALID_UTF8]) {
      const answer = await call("/rest/v1/customer_logos", { body, key: SERVICE_ROLE_KEY });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: "PGRST102", details: null, hint: null });
    }
    expect(await storedCounts()).toBe(before);
  });

  it("rest answers RPC arguments with NUL (22P05) and deep nesting (PGRST102) with 400", async () => {
    const nul = await call("/rest/v1/rpc/is_valid_image_url", { body: '{"url":"/a\\u0000.svg"}' });
    expect(nul.status).toBe(400);
    expect(nul.json).toMatchObject({ code: "22P05" });
    const deep = await call("/rest/v1/rpc/is_valid_image_url", { body: `{"url":${DEEP}}` });
    expect(deep.status).toBe(400);
    expect(deep.json).toMatchObject({ code: "PGRST102" });
  });

  it("realtime's broadcast endpoint answers 400 to deep nesting, lone surrogates and broken JSON", async () => {
    const message = (payload: string) => `{"messages":[{"topic":"t","event":"e","payload":${payload}}]}`;
    for (const body of [message(`{"x":${DEEP}}`), message('{"x":"\\udc00"}'), '{"messages":', INVALID_UTF8]) {
      const answer = await call("/realtime/v1/api/broadcast", { body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: expect.stringMatching(/^Bad Request/) });
    }
  });

  it("functions hand a hostile body to the function, which answers it itself", async () => {
    const answer = await call("/functions/v1/hello", { body: DEEP });
    expect(answer.status).toBeLessThan(500);
    const nul = await call("/functions/v1/hello", { body: '{"name":"\\u0000"}' });
    expect(nul.status).toBe(200);
  });
});

describe("query strings", () => {
  it("rest answers NUL in eq and or=(...) filters with 400 and keeps serving", async () => {
    for (const query of ["company_name=eq.a%00b", "or=(company_name.eq.a%00b,display_order.eq.1)"]) {
      const answer = await call(`/rest/v1/customer_logos?${query}`, { method: "GET" });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: "22021", details: null, hint: null });
    }
    const nested = `or=(${"or(".repeat(1500)}is_active.eq.true${")".repeat(1500)})`;
    expect((await call(`/rest/v1/customer_logos?${nested}`, { method: "GET" })).status).toBe(200);
  });

  it("rest answers a malformed percent-encoded path with 400 PGRST100", async () => {
    const answer = await call("/rest/v1/customer%zz", { method: "GET" });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "PGRST100" });
  });
});

describe("what the HTTP parser refuses", () => {
  it("answers a URL over 16 KB with 414, as Kong does, instead of dropping the connection", async () => {
    const answer = await rawExchange(
      `GET /rest/v1/customer_logos?or=(${"a".repeat(20_000)}) HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(statusAndBody(answer)).toEqual({ status: 414, body: { message: "Request-URI Too Large" } });
  });

  it("answers oversized headers with 431", async () => {
    const answer = await rawExchange(
      `GET /rest/v1/customer_logos HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`,
    );
    expect(statusAndBody(answer)).toEqual({ status: 431, body: { message: "Request Header Fields Too Large" } });
  });

  it("answers a method the parser does not know with each service's 405", async () => {
    const rest = statusAndBody(await rawExchange("BREW /rest/v1/customer_logos HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(rest).toEqual({
      status: 405,
      body: { code: "PGRST117", details: null, hint: null, message: "Unsupported HTTP method: BREW" },
    });
    const auth = statusAndBody(await rawExchange("BREW /auth/v1/user HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(auth).toMatchObject({ status: 405, body: { code: "method_not_allowed" } });
    const connectAnswer = statusAndBody(await rawExchange("CONNECT /rest/v1/x HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(connectAnswer).toMatchObject({ status: 405, body: { code: "PGRST117" } });
  });

  it("answers bytes that are not HTTP with 400", async () => {
    const answer = await rawExchange("\u0000\u0001 not http at all\r\n\r\n");
    expect(statusAndBody(answer)).toEqual({ status: 400, body: { message: "Bad Request" } });
  });

  it("answers known but unsupported methods with 405 on rest and auth", async () => {
    const rest = await call("/rest/v1/customer_logos", { method: "PROPFIND" });
    expect(rest).toMatchObject({ status: 405, json: { code: "PGRST117" } });
    const auth = await call("/auth/v1/signup", { method: "PROPFIND" });
    expect(auth).toMatchObject({ status: 405, json: { code: "method_not_allowed" } });
    const realtime = await call("/realtime/v1/api/broadcast", { method: "PUT", body: "{}" });
    expect(realtime.status).toBe(405);
  });

  it("the inbox answers a malformed message id with 400 and a JSON body", async () => {
    const response = await fetch(`${stack.inboxUrl}/api/v1/message/%zz`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Error: "malformed percent-encoding in the path" });
  });

  it("keeps serving afterwards", async () => {
    expect((await call("/rest/v1/customer_logos?select=id&limit=1", { method: "GET" })).status).toBe(200);
  });
});
