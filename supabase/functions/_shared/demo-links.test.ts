import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { demoLinkUrl, signDemoLinkToken, verifyDemoLinkToken } from "./demo-links.ts";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256";
const NOW = new Date("2026-12-01T12:00:00Z");
const START = new Date("2026-12-03T15:00:00Z");
const BOOKING = "0b7c6a2e-4c8f-4a55-9d9e-2f6f3a1b0c11";

const sign = (action: "cancel" | "reschedule", expiresAt = START, secret = SECRET) =>
  signDemoLinkToken(secret, { bookingId: BOOKING, action, expiresAt, now: NOW });

describe("the signed links of a demo confirmation", () => {
  it("name one booking and one action", async () => {
    for (const action of ["cancel", "reschedule"] as const) {
      expect(await verifyDemoLinkToken(SECRET, await sign(action), NOW)).toEqual({
        ok: true,
        claims: { bookingId: BOOKING, action },
      });
    }
  });

  it("expire when the meeting starts", async () => {
    const token = await sign("cancel");
    expect(await verifyDemoLinkToken(SECRET, token, new Date(START.getTime() - 1_000))).toMatchObject({ ok: true });
    expect(await verifyDemoLinkToken(SECRET, token, new Date(START.getTime() + 1_000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse another key, a changed token, another audience, 'none' and oversized input", async () => {
    const token = await sign("reschedule");
    const invalid = { ok: false, reason: "invalid" };
    expect(await verifyDemoLinkToken("another-secret-that-is-long-enough-too", token, NOW)).toEqual(invalid);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: BOOKING, aud: "demo-booking:cancel", exp: 9e9, iss: "email-link" }),
    );
    expect(await verifyDemoLinkToken(SECRET, `${header}.${forged.toString("base64url")}.${signature}`, NOW)).toEqual(
      invalid,
    );
    expect(await verifyDemoLinkToken(SECRET, `${header}.${payload}.`, NOW)).toEqual(invalid);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    expect(await verifyDemoLinkToken(SECRET, unsigned, NOW)).toEqual(invalid);
    const otherAudience = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("email-link")
      .setAudience("staff-invitation")
      .setSubject(BOOKING)
      .setExpirationTime("1d")
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyDemoLinkToken(SECRET, otherAudience, NOW)).toEqual(invalid);
    for (const hostile of ["", "x", "a.b.c", "\u0000", "\ud800", "é".repeat(5_000)]) {
      expect(await verifyDemoLinkToken(SECRET, hostile, NOW)).toEqual(invalid);
    }
  });

  it("carry the token in the fragment, where no server log sees it", async () => {
    const url = demoLinkUrl("https://www.example.com", await sign("cancel"));
    expect(url).toMatch(/^https:\/\/www\.example\.com\/demo-booking#token=[\w.-]+$/);
  });
});
