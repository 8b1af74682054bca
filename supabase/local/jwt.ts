// JSON Web Tokens through jsonwebtoken: the local stack signs user sessions with the CLI's demo
// secret (HS256) and verifies every bearer token / apikey the same way GoTrue and PostgREST would.
// jsonwebtoken rather than jose because its sign/verify are synchronous, as every caller here is.
import jwt from "jsonwebtoken";
import { JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from "./keys.ts";

export interface JwtClaims {
  role: string;
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  email?: string;
  phone?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  aal?: string;
  amr?: Array<{ method: string; timestamp: number }>;
  session_id?: string;
  is_anonymous?: boolean;
  [claim: string]: unknown;
}

export type JwtErrorKind = "expired" | "invalid";

/** Thrown by verifyJwt; `kind` lets callers answer "JWT expired" apart from "invalid JWT". */
export class JwtError extends Error {
  constructor(
    readonly kind: JwtErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "JwtError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function signJwt(payload: object): string {
  // The claims are signed as given: jsonwebtoken adds an `iat` unless told not to, and with
  // noTimestamp it drops a given one, so it is told only when the caller set none.
  return jwt.sign(payload, JWT_SECRET, { algorithm: "HS256", noTimestamp: !("iat" in payload) });
}

/** jsonwebtoken's errors in the wording the stack has always answered with. */
function jwtErrorFrom(error: unknown): JwtError {
  if (error instanceof jwt.TokenExpiredError) return new JwtError("expired", "JWT expired");
  const message = error instanceof Error ? error.message : "";
  if (message === "invalid algorithm") return new JwtError("invalid", "invalid JWT: unsupported signing algorithm");
  if (message === "invalid signature") return new JwtError("invalid", "invalid JWT: signature is invalid");
  return new JwtError("invalid", "invalid JWT: unable to parse");
}

export function verifyJwt(token: string): JwtClaims {
  let payload: unknown;
  try {
    payload = jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"] });
  } catch (error) {
    throw jwtErrorFrom(error);
  }
  if (!isRecord(payload) || typeof payload.role !== "string") {
    throw new JwtError("invalid", "invalid JWT: missing role claim");
  }
  return payload as JwtClaims;
}

// What the demo anon / service_role JWTs carry; the opaque sb_ keys stand for exactly these.
const DEMO_KEY_EXPIRY = 1983812996;
const OPAQUE_KEY_CLAIMS: Record<string, JwtClaims> = {
  [PUBLISHABLE_KEY]: { iss: "supabase-demo", role: "anon", exp: DEMO_KEY_EXPIRY },
  [SECRET_KEY]: { iss: "supabase-demo", role: "service_role", exp: DEMO_KEY_EXPIRY },
};

/**
 * Claims for an `apikey` header or a Bearer value: the CLI's Kong rewrites `sb_publishable_…` /
 * `sb_secret_…` into the anon / service_role JWT, anything else must be a valid JWT.
 */
export function claimsFromApiKey(key: string): JwtClaims {
  if (key.startsWith("sb_")) {
    const claims = OPAQUE_KEY_CLAIMS[key];
    if (!claims) throw new JwtError("invalid", "Invalid API key");
    return { ...claims };
  }
  return verifyJwt(key);
}

/** The token from an `Authorization: Bearer …` header, or undefined when absent or malformed. */
export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
