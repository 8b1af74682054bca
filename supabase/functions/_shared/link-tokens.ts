// The tokens in our emails' action links (a demo's reschedule and cancel, an application's
// withdrawal): JWTs signed HS256 over EMAIL_LINK_SECRET with jose. Each names one record (sub) and
// one action (aud), so a link can do only what it says, and expires (exp).

import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "email-link";
/** Enough for a JWT, and bounded so a hostile query cannot make the verifier work hard. */
export const LINK_TOKEN_MAX_LENGTH = 1_024;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signLinkToken(
  secret: string,
  { subject, audience, expiresAt, now }: { subject: string; audience: string; expiresAt: Date; now: Date },
): Promise<string> {
  return await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

export type LinkTokenCheck<A extends string> =
  { ok: true; subject: string; audience: A } | { ok: false; reason: "invalid" | "expired" };

/** Whether a token is ours, unexpired, and for one of `audiences`: its subject and audience. */
export async function verifyLinkToken<A extends string>(
  secret: string,
  token: string,
  audiences: readonly A[],
  now: Date,
): Promise<LinkTokenCheck<A>> {
  if (token.length > LINK_TOKEN_MAX_LENGTH) return { ok: false, reason: "invalid" };
  for (const audience of audiences) {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience,
        requiredClaims: ["sub", "exp"],
        currentDate: now,
      });
      return { ok: true, subject: payload.sub!, audience };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
      // Another audience: try the next; anything else is not a link of ours.
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === "aud") continue;
      return { ok: false, reason: "invalid" };
    }
  }
  return { ok: false, reason: "invalid" };
}
