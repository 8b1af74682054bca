// GoTrue's error catalogue (SUPABASE_WIRE.md §1.6) over raw HTTP: status, code, message, and the
// API-version header auth-js needs to read `code`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../../jwt.ts";
import { ANON_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import { anonClient, startTestStack, uniqueEmail } from "../../testing.ts";
import { SEEDED_ADMIN } from "../../../tests/fixtures.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function auth(path: string, init: { method?: string; body?: string; token?: string } = {}) {
  const response = await fetch(`${stack.apiUrl}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      apikey: ANON_KEY,
      "Content-Type": "application/json;charset=UTF-8",
      "X-Supabase-Api-Version": "2024-01-01",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

function expectError(result: Awaited<ReturnType<typeof auth>>, status: number, code: string, message: string) {
  expect(result.status).toBe(status);
  expect(result.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  expect(result.body).toMatchObject({ code, error_code: code, msg: message, message });
}

describe("auth error catalogue", () => {
  it("malformed JSON → 400 bad_json, and the server keeps serving", async () => {
    const result = await auth("/token?grant_type=password", { body: '{"email": "a@b.c", ' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("bad_json");
    expect(String(result.body.message)).toMatch(/^Could not parse request body as JSON: /);
    expect((await auth("/health")).status).toBe(200);
  });

  it("no Bearer token on /user → 401 no_authorization", async () => {
    expectError(await auth("/user"), 401, "no_authorization", "This endpoint requires a valid Bearer token");
  });

  it("the anon key on /user → 403 bad_jwt, missing sub", async () => {
    expectError(await auth("/user", { token: ANON_KEY }), 403, "bad_jwt", "invalid claim: missing sub claim");
  });

  it("an expired JWT on /user → 403 bad_jwt 'token is expired'", async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = signJwt({
      sub: "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
      role: "authenticated",
      exp: past,
      iat: past - 3600,
    });
    const result = await auth("/user", { token: expired });
    expectError(
      result,
      403,
      "bad_jwt",
      "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
    );
  });

  it("a forged JWT (wrong signature) on /user → 403 bad_jwt", async () => {
    const genuine = signJwt({ sub: "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b", role: "service_role", exp: 9999999999 });
    const [header, payload] = genuine.split(".");
    const result = await auth("/user", {
      token: `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`,
    });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("bad_jwt");
    expect((await auth("/user", { token: "not.a.jwt" })).body.code).toBe("bad_jwt");
  });

  it("rejects passwords over 72 characters and malformed emails with validation_failed", async () => {
    expectError(
      await auth("/signup", { body: JSON.stringify({ email: uniqueEmail("long"), password: "x".repeat(73) }) }),
      400,
      "validation_failed",
      "Password cannot be longer than 72 characters",
    );
    expectError(
      await auth("/signup", { body: JSON.stringify({ email: "not-an-email", password: "correct-horse" }) }),
      400,
      "validation_failed",
      "Unable to validate email address: invalid format",
    );
    expectError(
      await auth("/signup", { body: JSON.stringify({ email: uniqueEmail("nopass") }) }),
      400,
      "validation_failed",
      "Signup requires a valid password",
    );
  });

  it("a second recovery email within max_frequency → 429 over_email_send_rate_limit", async () => {
    const body = JSON.stringify({ email: SEEDED_ADMIN.email });
    expect((await auth("/recover", { body })).status).toBe(200);
    const tooSoon = await auth("/recover", { body });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe("over_email_send_rate_limit");
  });

  it("OTP or link invalid → 403 otp_expired", async () => {
    expectError(
      await auth("/verify", { body: JSON.stringify({ type: "signup", email: SEEDED_ADMIN.email, token: "123456" }) }),
      403,
      "otp_expired",
      "Token has expired or is invalid",
    );
  });

  it("unknown routes → 404, wrong methods → 405, both in GoTrue's shape", async () => {
    expect((await auth("/nope")).status).toBe(404);
    expect((await auth("/signup")).status).toBe(405);
  });

  it("surfaces codes to supabase-js through the API-version header", async () => {
    const { error } = await anonClient(stack.apiUrl).auth.signInWithPassword({ email: "", password: "x" });
    expect(error?.code).toBe("validation_failed");
  });
});

describe("settings and health", () => {
  it("reports email sign-up enabled with confirmations on", async () => {
    const { body } = await auth("/settings");
    expect(body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, phone: false },
    });
  });
});
