// JSON Web Tokens through jsonwebtoken: the local stack signs user sessions with the CLI's demo
// secret (HS256) and verifies every bearer token / apikey the same way GoTrue and PostgREST would.
// jsonwebtoken rather than jose because its sign/verify are synchronous, as every caller here is.
import { createPrivateKey, createPublicKey, createSecretKey, type JsonWebKey, type KeyObject } from "node:crypto";
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

/** One key of `[auth] signing_keys_path`: the private key that signs, and what the JWKS publishes. */
export interface SigningKey {
  kid: string;
  alg: "RS256" | "ES256";
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public JWK as GoTrue's /.well-known/jwks.json lists it (use "sig", key_ops ["verify"]). */
  publicJwk: Record<string, unknown>;
  /** Whether the private JWK's key_ops include "sign": only such a key signs, the others verify. */
  signs: boolean;
}

const SIGNING_ALGORITHMS = new Set(["RS256", "ES256"]);
const PRIVATE_JWK_MEMBERS = new Set(["d", "p", "q", "dp", "dq", "qi", "oth", "k"]);

/**
 * The keys of a file `supabase gen signing-key` writes: a JSON array of private JWKs (RS256 or
 * ES256, each with a `kid`). GoTrue derives each public key, marks it `use: sig` and
 * `key_ops: [verify]`, and keeps the other members (jwx's PublicKeyOf), which it lists in key order.
 */
export function readSigningKeys(text: string, source: string): SigningKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`failed to decode signing keys: ${source}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`failed to decode signing keys: ${source} is no JSON array`);
  return parsed.map((jwk: unknown, index) => {
    if (!isRecord(jwk) || typeof jwk.kid !== "string" || !jwk.kid) {
      throw new Error(`failed to decode signing keys: ${source}: key ${index} has no kid`);
    }
    if (typeof jwk.alg !== "string" || !SIGNING_ALGORITHMS.has(jwk.alg)) {
      throw new Error(`failed to decode signing keys: ${source}: key ${jwk.kid} is neither RS256 nor ES256`);
    }
    const privateKey = createPrivateKey({ key: jwk as JsonWebKey, format: "jwk" });
    const publicMembers = Object.entries({ ...jwk, use: "sig", key_ops: ["verify"] })
      .filter(([member]) => !PRIVATE_JWK_MEMBERS.has(member))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      kid: jwk.kid,
      alg: jwk.alg as SigningKey["alg"],
      privateKey,
      publicKey: createPublicKey(privateKey),
      publicJwk: Object.fromEntries(publicMembers),
      signs: Array.isArray(jwk.key_ops) && jwk.key_ops.includes("sign"),
    };
  });
}

/**
 * The key access tokens are signed with, picked as GoTrue picks it from GOTRUE_JWT_KEYS (the keys
 * `supabase start` passes from signing_keys_path; internal/conf/jwk.go): the one key whose key_ops
 * include "sign", wherever it stands in the file; the others only verify. GoTrue will not start
 * with none (GetSigningJwk: "no signing key found") or more than one (JwtKeysDecoder.Validate:
 * "multiple signing keys detected, only 1 signing key is supported"), and neither does the stack.
 * No keys at all leaves signing to the HS256 JWT secret, as in GoTrue.
 */
export function signingKeyOf(keys: readonly SigningKey[], source: string): SigningKey | undefined {
  if (keys.length === 0) return undefined;
  const signing = keys.filter((key) => key.signs);
  if (signing.length === 1) return signing[0];
  const rule = 'exactly one key may have "sign" in its key_ops, the others ["verify"] only';
  const found =
    signing.length === 0
      ? "no signing key found"
      : `multiple signing keys detected, only 1 signing key is supported (${signing.map((key) => key.kid).join(", ")})`;
  throw new Error(`[auth] signing_keys_path: ${source}: ${found}; ${rule}`);
}

/**
 * Signs `payload` as given (no `iat` added): with the HS256 demo secret, or with `key` (its alg and
 * `kid` in the header) when the project configured asymmetric signing keys.
 */
export function signJwt(payload: object, key?: SigningKey): string {
  // jsonwebtoken adds an `iat` unless told not to, and with noTimestamp it drops a given one, so
  // it is told only when the caller set none.
  const noTimestamp = !("iat" in payload);
  if (key) return jwt.sign(payload, key.privateKey, { algorithm: key.alg, keyid: key.kid, noTimestamp });
  return jwt.sign(payload, JWT_SECRET_KEY, { algorithm: "HS256", noTimestamp });
}

// The public keys of every running stack's signing_keys_path, by kid. Verification has no stack at
// hand (rest, storage, realtime and the functions gate call it bare), so started stacks register
// their keys here and withdraw them at stop; a kid is unique (a UUID) to the key it names.
const trustedKeys = new Map<string, { key: SigningKey; holders: number }>();

/** Accepts tokens signed with `keys` until the returned function is called. */
export function trustSigningKeys(keys: readonly SigningKey[]): () => void {
  for (const key of keys) {
    const entry = trustedKeys.get(key.kid);
    if (entry) entry.holders++;
    else trustedKeys.set(key.kid, { key, holders: 1 });
  }
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    for (const key of keys) {
      const entry = trustedKeys.get(key.kid);
      if (entry && --entry.holders === 0) trustedKeys.delete(key.kid);
    }
  };
}

/** jsonwebtoken's errors in the wording the stack has always answered with. */
function jwtErrorFrom(error: unknown): JwtError {
  if (error instanceof jwt.TokenExpiredError) return new JwtError("expired", "JWT expired");
  const message = error instanceof Error ? error.message : "";
  if (message === "invalid algorithm") return new JwtError("invalid", "invalid JWT: unsupported signing algorithm");
  if (message === "invalid signature") return new JwtError("invalid", "invalid JWT: signature is invalid");
  return new JwtError("invalid", "invalid JWT: unable to parse");
}

// The JWT secret as a key object, made once: given the string, jsonwebtoken first tries to read it
// as a PEM public key on every verify (a thrown and caught error each time), which was a quarter of
// the stack's CPU per REST read.
const JWT_SECRET_KEY = createSecretKey(Buffer.from(JWT_SECRET, "utf8"));

/**
 * GoTrue's key choice (api/auth.go parseJWTClaims): a `kid` naming a configured key picks its public
 * key; otherwise only HS256 with the JWT secret is accepted, as the anon and service_role keys are.
 */
function verificationKeyFor(token: string): { key: KeyObject; algorithm: jwt.Algorithm } {
  const kid = jwt.decode(token, { complete: true })?.header.kid;
  const trusted = kid === undefined ? undefined : trustedKeys.get(kid)?.key;
  return trusted ? { key: trusted.publicKey, algorithm: trusted.alg } : { key: JWT_SECRET_KEY, algorithm: "HS256" };
}

export function verifyJwt(token: string): JwtClaims {
  let payload: unknown;
  try {
    const { key, algorithm } = verificationKeyFor(token);
    payload = jwt.verify(token, key, { algorithms: [algorithm] });
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
