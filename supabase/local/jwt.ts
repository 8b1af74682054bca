// HS256 JSON Web Tokens with node:crypto only: the local stack signs user sessions with the CLI's
// demo secret and verifies every bearer token / apikey the same way GoTrue and PostgREST would.
import { createHmac, timingSafeEqual } from "node:crypto";
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

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString("base64url");
}

function signature(signingInput: string): Buffer {
  return createHmac("sha256", JWT_SECRET).update(signingInput).digest();
}

export function signJwt(payload: object): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${signature(signingInput).toString("base64url")}`;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    throw new JwtError("invalid", "invalid JWT: unable to parse");
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function verifyJwt(token: string): JwtClaims {
  const parts = token.split(".");
  if (parts.length !== 3) throw new JwtError("invalid", "invalid JWT: unable to parse");
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = parseJson(headerPart);
  if (!isRecord(header) || header.alg !== "HS256") {
    throw new JwtError("invalid", "invalid JWT: unsupported signing algorithm");
  }
  const expected = signature(`${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError("invalid", "invalid JWT: signature is invalid");
  }
  const payload = parseJson(payloadPart);
  if (!isRecord(payload) || typeof payload.role !== "string") {
    throw new JwtError("invalid", "invalid JWT: missing role claim");
  }
  if (typeof payload.exp === "number" && payload.exp <= Math.floor(Date.now() / 1000)) {
    throw new JwtError("expired", "JWT expired");
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
