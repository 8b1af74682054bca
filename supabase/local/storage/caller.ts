// Who is calling Storage: the Bearer JWT (storage-js always sends one: the session's access token
// or the project key). Like Storage's jwt plugin, a missing or bad token is refused with
// AccessDenied, except on the public routes, which serve anyone as anon.
import type { IncomingHttpHeaders } from "node:http";
import { bearerToken, claimsFromApiKey, JwtError, type JwtClaims } from "../jwt.ts";
import { ERRORS } from "./errors.ts";

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

export interface Caller {
  claims: JwtClaims;
  /** The JWT's `sub`: what Storage records as an object's owner. */
  owner: string | undefined;
}

export function callerFromHeaders(headers: IncomingHttpHeaders): Caller {
  const token = bearerToken(headers.authorization);
  if (!token) throw ERRORS.accessDenied("Invalid Compact JWS");
  let claims: JwtClaims;
  try {
    claims = claimsFromApiKey(token);
  } catch (error) {
    if (error instanceof JwtError) throw ERRORS.accessDenied(error.kind === "expired" ? "jwt expired" : error.message);
    throw error;
  }
  if (!API_ROLES.has(claims.role)) throw ERRORS.accessDenied("Access denied: Invalid role");
  return { claims, owner: typeof claims.sub === "string" ? claims.sub : undefined };
}

export const ANONYMOUS_CALLER: Caller = { claims: { role: "anon" }, owner: undefined };
