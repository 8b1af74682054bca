// Signed URL tokens as Storage makes them: HS256 JWTs signed with the project's JWT secret,
// `{ url: "<bucket>/<name>", iat, exp }` plus a scope, so a download token never opens an upload
// and the other way round. They carry no role: one can never be used as an API key.
import { createHmac, timingSafeEqual } from "node:crypto";
import { signJwt } from "../jwt.ts";
import { JWT_SECRET } from "../keys.ts";
import { ERRORS } from "./errors.ts";

/** Storage's default lifetime of a signed upload URL (UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
export const UPLOAD_URL_LIFETIME_SECONDS = 2 * 60 * 60;

type Scope = "download" | "upload";

export interface SignedToken {
  url: string;
  scope: Scope;
  exp: number;
  owner?: string;
  upsert?: boolean;
}

export function signObjectToken(
  scope: Scope,
  url: string,
  expiresInSeconds: number,
  extra: { owner?: string; upsert?: boolean } = {},
): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...extra, url, scope, iat, exp: iat + expiresInSeconds });
}

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    throw ERRORS.invalidJwt("invalid token");
  }
}

/** Checks signature, scope, the object it was made for, and expiry, in Storage's order. */
export function verifyObjectToken(token: string | null, scope: Scope, url: string): SignedToken {
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  const parts = token.split(".");
  if (parts.length !== 3) throw ERRORS.invalidJwt("jwt malformed");
  const header = decodeSegment(parts[0]) as { alg?: unknown } | null;
  if (header?.alg !== "HS256") throw ERRORS.invalidJwt("invalid algorithm");
  const expected = createHmac("sha256", JWT_SECRET).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw ERRORS.invalidJwt("invalid signature");
  }
  const payload = decodeSegment(parts[1]) as Partial<SignedToken> | null;
  if (!payload || typeof payload.exp !== "number") throw ERRORS.invalidJwt("invalid token");
  if (payload.scope !== scope) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw ERRORS.invalidSignature();
  if (payload.exp * 1000 < Date.now()) throw ERRORS.expiredSignature();
  return payload as SignedToken;
}
