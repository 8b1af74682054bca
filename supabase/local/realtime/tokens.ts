// Validating the access_token a channel joins with (or refreshes), with Realtime's wording.
import { claimsFromApiKey, JwtError, type JwtClaims } from "../jwt.ts";

export type TokenCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

export function checkToken(token: string): TokenCheck {
  try {
    const claims = claimsFromApiKey(token);
    if (!API_ROLES.has(claims.role)) return { ok: false, reason: `Invalid role: ${claims.role}` };
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof JwtError && error.kind === "expired") {
      return { ok: false, reason: "InvalidJWTToken: Token has expired" };
    }
    return { ok: false, reason: `InvalidJWTToken: ${(error as Error).message}` };
  }
}

/** Milliseconds until the claims expire, or undefined when they carry no `exp`. */
export function msUntilExpiry(claims: JwtClaims): number | undefined {
  return typeof claims.exp === "number" ? claims.exp * 1000 - Date.now() : undefined;
}
