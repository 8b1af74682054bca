// The signed links in a demo confirmation that cancel or reschedule it without an account:
// `<site>/demo-booking#token=<JWT>`. Each token names one booking and one action (its audience), so
// a cancel link cannot move a demo; it expires when the meeting starts. HS256 over
// EMAIL_LINK_SECRET, with jose. The token sits in the fragment, which browsers never send to a
// server, so no access log holds it.

import { errors, jwtVerify, SignJWT } from "jose";
import { DEMO_BOOKING_PATH, emailLinkUrl } from "@rules/email-links.ts";

export type DemoLinkAction = "cancel" | "reschedule";
export const DEMO_LINK_ACTIONS: readonly DemoLinkAction[] = ["cancel", "reschedule"];

const ISSUER = "manage-demo";
const audienceOf = (action: DemoLinkAction) => `demo-booking:${action}`;
/** Enough for a JWT, and bounded so a hostile query cannot make the verifier work hard. */
export const DEMO_TOKEN_MAX_LENGTH = 1_024;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface DemoLinkClaims {
  bookingId: string;
  action: DemoLinkAction;
}

export async function signDemoLinkToken(
  secret: string,
  { bookingId, action, expiresAt, now }: DemoLinkClaims & { expiresAt: Date; now: Date },
): Promise<string> {
  return await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audienceOf(action))
    .setSubject(bookingId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** The link to put in an email. */
export const demoLinkUrl = (siteOrigin: string, token: string) => emailLinkUrl(siteOrigin, DEMO_BOOKING_PATH, token);

export type DemoLinkCheck = { ok: true; claims: DemoLinkClaims } | { ok: false; reason: "invalid" | "expired" };

/** Whether a token is ours, unexpired, and for which booking and action. */
export async function verifyDemoLinkToken(secret: string, token: string, now: Date): Promise<DemoLinkCheck> {
  if (token.length > DEMO_TOKEN_MAX_LENGTH) return { ok: false, reason: "invalid" };
  for (const action of DEMO_LINK_ACTIONS) {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: audienceOf(action),
        requiredClaims: ["sub", "exp"],
        currentDate: now,
      });
      return { ok: true, claims: { bookingId: payload.sub!, action } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
      // Another audience: try the next action; anything else is not a link of ours.
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === "aud") continue;
      return { ok: false, reason: "invalid" };
    }
  }
  return { ok: false, reason: "invalid" };
}
