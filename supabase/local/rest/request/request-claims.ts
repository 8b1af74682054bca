// Who is calling: the Bearer token (or, without one, the apikey) decides the Postgres role, the
// way Kong + PostgREST do it in the CLI. `sb_…` opaque keys stand for the anon / service JWTs.
import type { IncomingHttpHeaders } from "node:http";
import { bearerToken, claimsFromApiKey, JwtError, type JwtClaims } from "../../jwt.ts";
import { forbiddenRole, jwtError } from "../errors.ts";

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);
const ANONYMOUS: JwtClaims = { role: "anon" };

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's claims; throws the 401/403 RestError PostgREST would answer. */
export function claimsFromHeaders(headers: IncomingHttpHeaders): JwtClaims {
  const token = bearerToken(headers.authorization) ?? headerValue(headers.apikey);
  if (!token) return { ...ANONYMOUS };
  let claims: JwtClaims;
  try {
    claims = claimsFromApiKey(token);
  } catch (error) {
    if (error instanceof JwtError) throw jwtError(error.kind, error.message);
    throw error;
  }
  // A validly signed token naming another role (e.g. postgres) must never become that role.
  if (!API_ROLES.has(claims.role)) throw forbiddenRole(claims.role);
  return claims;
}
