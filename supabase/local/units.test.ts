// Pure pieces of the stack: JWTs, config.toml reading, redirect validation, password rules.
import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertPasswordAcceptable, passwordWeakness } from "./auth/api/password-rules.ts";
import { RequestRateLimiter } from "./auth/api/rate-limits.ts";
import { clientAddressOf, decideClientAddress } from "./http/client-address.ts";
import { isAllowedRedirect } from "./auth/api/redirects.ts";
import { buildStackConfig, parseDurationSeconds, readConfigToml, readProjectConfig } from "./config.ts";
import { SUPABASE_DIR } from "./db/db.ts";
import { claimsFromApiKey, JwtError, signJwt, verifyJwt } from "./jwt.ts";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys.ts";
import { mergeToml } from "./config-overrides.ts";
import { parseToml, type TomlTable } from "./toml.ts";

const ADDRESSES = {
  // The real root: config.toml's email templates are read from it.
  projectRoot: join(SUPABASE_DIR, ".."),
  apiUrl: "http://127.0.0.1:54321",
  inboxUrl: "http://127.0.0.1:54324",
  ports: { api: 54321, inbox: 54324, smtp: 54325 },
};
const config = buildStackConfig(readProjectConfig(SUPABASE_DIR), ADDRESSES);

describe("JWT", () => {
  it("verifies the CLI's demo keys with the demo secret", () => {
    expect(verifyJwt(ANON_KEY)).toEqual({ iss: "supabase-demo", role: "anon", exp: 1983812996 });
    expect(verifyJwt(SERVICE_ROLE_KEY).role).toBe("service_role");
  });

  it("round-trips signed claims", () => {
    const token = signJwt({ role: "authenticated", sub: "u", exp: Math.floor(Date.now() / 1000) + 60 });
    expect(verifyJwt(token).sub).toBe("u");
  });

  it("tells expired tokens from invalid ones", () => {
    const expired = signJwt({ role: "anon", exp: 1 });
    expect(() => verifyJwt(expired)).toThrow(expect.objectContaining({ kind: "expired" }));
    const tampered = ANON_KEY.replace(/.$/, ANON_KEY.endsWith("A") ? "B" : "A");
    expect(() => verifyJwt(tampered)).toThrow(JwtError);
    expect(() => verifyJwt("garbage")).toThrow(expect.objectContaining({ kind: "invalid" }));
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.`;
    expect(() => verifyJwt(none)).toThrow(expect.objectContaining({ kind: "invalid" }));
  });

  it("maps the opaque sb_ keys to anon and service_role", () => {
    expect(claimsFromApiKey(PUBLISHABLE_KEY).role).toBe("anon");
    expect(claimsFromApiKey(SECRET_KEY).role).toBe("service_role");
    expect(claimsFromApiKey(ANON_KEY).role).toBe("anon");
    expect(() => claimsFromApiKey("sb_publishable_unknown")).toThrow(JwtError);
  });
});

describe("config.toml", () => {
  it("is the source of the auth settings", () => {
    expect(config.auth).toMatchObject({
      siteUrl: "http://127.0.0.1:8080",
      jwtExpiry: 3600,
      jwtIssuer: "http://127.0.0.1:54321/auth/v1",
      signingKeys: [],
      signingKey: undefined,
      enableConfirmations: true,
      minimumPasswordLength: 6,
      emailMaxFrequencySeconds: 60,
      refreshTokenReuseIntervalSeconds: 10,
      duplicateSignup: "error",
    });
    expect(config.functions["send-demo-request"]).toEqual({ verifyJwt: true });
    expect(config.functions["send-contact-form"]).toEqual({ verifyJwt: true });
  });

  it("answers a confirmed duplicate sign-up with hosted's throwaway user only when SMS confirmations are on too", () => {
    const smsConfirmations = mergeToml(readProjectConfig(SUPABASE_DIR), {
      auth: { sms: { enable_confirmations: true } },
    });
    expect(buildStackConfig(smsConfirmations, ADDRESSES).auth.duplicateSignup).toBe("obfuscated-user");
  });

  it("reads tables, multi-line arrays, comments and quoted keys", () => {
    const toml = parseToml(
      `a = 1 # one\n[x.y]\nlist = [\n  "p#q",\n  "r",\n]\n[functions."my-fn"]\nverify_jwt = false\n`,
    );
    expect(toml).toEqual({ a: 1, x: { y: { list: ["p#q", "r"] } }, functions: { "my-fn": { verify_jwt: false } } });
  });

  it("keeps local-only keys out of config.toml and config.toml's keys out of local-stack.toml", () => {
    const project = (files: Record<string, string>) => {
      const dir = mkdtempSync(join(tmpdir(), "sf-config-"));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      return () => readProjectConfig(dir);
    };
    const hibp = "[auth]\npassword_hibp_enabled = true\n";
    expect(project({ "config.toml": "[auth]\nenable_signup = true\n", "local-stack.toml": hibp })()).toEqual({
      auth: { enable_signup: true, password_hibp_enabled: true },
    });
    expect(project({ "config.toml": hibp })).toThrow(/auth.password_hibp_enabled is no Supabase CLI setting/);
    expect(project({ "local-stack.toml": "[auth]\nenable_signup = false\n" })).toThrow(
      /auth.enable_signup belongs in config.toml/,
    );
  });

  it("reads Go durations", () => {
    expect(parseDurationSeconds("1s")).toBe(1);
    expect(parseDurationSeconds("1m30s")).toBe(90);
  });
});

describe("redirect_to validation", () => {
  it.each([
    ["http://127.0.0.1:8080/auth/reset-password", true],
    ["http://localhost:5173/", true],
    ["http://127.0.0.1:3000/anything", true],
    ["https://evil.example/", false],
    ["javascript:alert(1)", false],
    ["http://127.0.0.1.evil.example/", false],
  ])("%s allowed: %s", (url, allowed) => {
    expect(isAllowedRedirect(url, config.auth)).toBe(allowed);
  });
});

describe("password rules", () => {
  it("names the missing length", () => {
    expect(passwordWeakness("k7!vQ", config.auth)).toEqual({
      message: "Password should be at least 6 characters.",
      reasons: ["length"],
    });
    expect(passwordWeakness("k7!vQz", config.auth)).toBeNull();
  });

  it("refuses a leaked password with GoTrue's pwned reason and words once password_hibp_enabled is on", () => {
    expect(config.auth.passwordHibpEnabled).toBe(true);
    expect(passwordWeakness("Password123", config.auth)).toEqual({
      message: "Password is known to be weak and easy to guess, please choose a different one.",
      reasons: ["pwned"],
    });
    // Matched exactly, as HaveIBeenPwned matches a hash; every failed rule is named, in GoTrue's order.
    expect(passwordWeakness("pASSWORD123", config.auth)).toBeNull();
    expect(passwordWeakness("12345", config.auth)?.reasons).toEqual(["length", "pwned"]);
    // The product's own words are the product's rule, not a leak.
    expect(passwordWeakness("sentinelforge", config.auth)).toBeNull();
  });

  it("checks no list while password_hibp_enabled is off, GoTrue's default", () => {
    const cliOnly = buildStackConfig(readConfigToml(SUPABASE_DIR), ADDRESSES);
    expect(cliOnly.auth.passwordHibpEnabled).toBe(false);
    expect(passwordWeakness("password123", cliOnly.auth)).toBeNull();
  });

  it("counts length in UTF-8 bytes, as GoTrue's len() does", () => {
    // Five characters, ten bytes: long enough for GoTrue.
    expect(passwordWeakness("ñøþ€q", config.auth)).toBeNull();
    expect(() => assertPasswordAcceptable("€".repeat(25), config.auth)).toThrow(
      expect.objectContaining({ status: 400, message: "Password cannot be longer than 72 characters" }),
    );
    expect(() => assertPasswordAcceptable("e".repeat(72), config.auth)).not.toThrow();
  });

  it("checks character classes when password_requirements asks for them", () => {
    const strict = { ...config.auth, passwordRequirements: "letters_digits" };
    expect(passwordWeakness("qwkzjvxp", strict)?.reasons).toEqual(["characters"]);
    expect(passwordWeakness("qwkz7319", strict)).toBeNull();
  });
});

describe("the caller's address (gateway)", () => {
  const request = (peer: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    }) as IncomingMessage;
  const none = new Set<string>();

  it("is the peer's, whatever X-Forwarded-For a caller sends, and replaces that header", () => {
    const req = request("::ffff:198.51.100.7", "203.0.113.9");
    expect(decideClientAddress(req, none)).toBe("198.51.100.7");
    expect(req.headers["x-forwarded-for"]).toBe("198.51.100.7");
    expect(clientAddressOf(req)).toBe("198.51.100.7");
    expect(decideClientAddress(request("127.0.0.1", "203.0.113.9"), none)).toBe("127.0.0.1");
  });

  it("is the nearest hop a trusted proxy forwarded for, never one a caller wrote further back", () => {
    const proxies = new Set(["127.0.0.1", "10.0.0.2"]);
    expect(decideClientAddress(request("127.0.0.1", "203.0.113.9"), proxies)).toBe("203.0.113.9");
    // The caller wrote 6.6.6.6 itself; 10.0.0.2 (trusted) saw it connect from 198.51.100.7.
    expect(decideClientAddress(request("::ffff:127.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.2"), proxies)).toBe(
      "198.51.100.7",
    );
    expect(decideClientAddress(request("127.0.0.1", "not-an-address"), proxies)).toBe("127.0.0.1");
    expect(decideClientAddress(request("127.0.0.1"), proxies)).toBe("127.0.0.1");
  });
});

describe("request rate limits", () => {
  const limits = { ...config.auth.rateLimits, signInSignUps: 30, tokenRefresh: 150 };

  it("lets a burst of 30 through, then answers over_request_rate_limit until the bucket refills", () => {
    const limiter = new RequestRateLimiter(limits);
    const start = 1_000_000;
    for (let i = 0; i < 30; i++) limiter.check("10.0.0.1", "signups", start);
    expect(() => limiter.check("10.0.0.1", "signups", start)).toThrow(
      expect.objectContaining({ status: 429, code: "over_request_rate_limit", message: "Request rate limit reached" }),
    );
    expect(() => limiter.check("10.0.0.2", "signups", start)).not.toThrow();
    expect(() => limiter.check("10.0.0.1", "token", start)).not.toThrow();
    // 30 per 5 minutes refills one request every 10 s.
    expect(() => limiter.check("10.0.0.1", "signups", start + 9_000)).toThrow();
    expect(() => limiter.check("10.0.0.1", "signups", start + 10_500)).not.toThrow();
  });

  it("starts a full bucket an hour after the last one was created, however busy it was (tollbooth's TTL)", () => {
    const limiter = new RequestRateLimiter({ ...limits, tokenRefresh: 0 });
    const start = 1_000_000;
    for (let i = 0; i < 30; i++) limiter.check("10.0.0.1", "token", start + i * 60_000);
    expect(() => limiter.check("10.0.0.1", "token", start + 59 * 60_000)).toThrow();
    expect(() => limiter.check("10.0.0.1", "token", start + 60 * 60_000)).not.toThrow();
  });

  it("gives MFA challenge and verify 30 at once, then 15 a minute, with buckets kept a minute", () => {
    const limiter = new RequestRateLimiter(limits);
    const start = 1_000_000;
    for (let i = 0; i < 30; i++) limiter.check("10.0.0.1", "factorVerify", start);
    expect(() => limiter.check("10.0.0.1", "factorVerify", start)).toThrow();
    expect(() => limiter.check("10.0.0.1", "factorChallenge", start)).not.toThrow();
    // 15 a minute refills one every 4 s.
    expect(() => limiter.check("10.0.0.1", "factorVerify", start + 4_100)).not.toThrow();
  });

  it("reads config.toml's limits, applied per address only when asked for (off like `supabase start`)", () => {
    // No [auth.email.smtp] in config.toml, so email_sent is off as with `supabase start`.
    expect(config.auth.rateLimits).toMatchObject({ signInSignUps: 30, tokenVerifications: 30, emailSent: 360_000 });
    expect(config.auth.perIpRateLimits).toBe(false);
    expect(
      buildStackConfig(readConfigToml(SUPABASE_DIR), { ...ADDRESSES, perIpRateLimits: true }).auth.perIpRateLimits,
    ).toBe(true);
  });

  it("reads email_sent only while [auth.email.smtp] is enabled, as the CLI does", () => {
    const withSmtp = (smtp: TomlTable) =>
      buildStackConfig(mergeToml(readConfigToml(SUPABASE_DIR), { auth: { email: { smtp } } }), ADDRESSES);
    expect(withSmtp({ host: "smtp.example.com" }).auth.rateLimits.emailSent).toBe(30);
    expect(withSmtp({ enabled: false, host: "smtp.example.com" }).auth.rateLimits.emailSent).toBe(360_000);
  });

  it("lets everything through when per-address limits are off", () => {
    const limiter = new RequestRateLimiter(limits, false);
    for (let i = 0; i < 100; i++) limiter.check("10.0.0.1", "token", 1_000_000);
  });
});
