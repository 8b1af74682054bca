// Reading auth requests: JSON bodies, fields, email addresses and the caller's access token.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { JsonBodyError, parseJsonBuffer } from "../../http/json-body.ts";
import { bearerToken, JwtError, type JwtClaims } from "../../jwt.ts";
import { errors } from "./errors.ts";
import { isSessionActive } from "../models/sessions.ts";
import { findUserById, type UserRow } from "../models/users.ts";

export type JsonObject = Record<string, unknown>;

export function parseJsonBody(body: Buffer): JsonObject {
  let parsed: unknown;
  try {
    // Deep nesting, invalid UTF-8, NUL and lone surrogates are a 400 here, never a 500 later.
    parsed = parseJsonBuffer(body, { rejectNul: true, rejectLoneSurrogates: true });
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    throw errors.badJson(error.message);
  }
  if (parsed === undefined) return {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw errors.badJson("expected a JSON object");
  }
  return parsed as JsonObject;
}

/** A string field, undefined when absent or null; any other type is a malformed body. */
export function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw errors.badJson(`field "${key}" must be a string`);
  return value;
}

export function objectField(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw errors.badJson(`field "${key}" must be an object`);
  return value as JsonObject;
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? "/", "http://local").searchParams;
}

// The address pattern GoTrue validates with (HTML5's), plus its 255-character column limit.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Trimmed, lower-cased email, or the GoTrue validation error. */
export function normalizeEmail(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? "";
  if (!email) throw errors.emailRequired();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) throw errors.invalidEmail();
  return email;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthenticatedCaller {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string;
}

/** The signed-in caller of /user or /logout, checked the way GoTrue checks it. */
export async function authenticateUser(ctx: StackContext, req: IncomingMessage): Promise<AuthenticatedCaller> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw errors.noAuthorization();
  let claims: JwtClaims;
  try {
    claims = ctx.verifyJwt(token);
  } catch (error) {
    if (error instanceof JwtError && error.kind === "expired")
      throw errors.badJwt("token has invalid claims: token is expired");
    throw errors.badJwt("token signature is invalid: signature is invalid");
  }
  if (!claims.sub) throw errors.missingSub();
  if (!UUID_PATTERN.test(claims.sub)) throw errors.badJwt("invalid claim: sub claim must be a UUID");
  const sessionId = claims.session_id;
  if (typeof sessionId !== "string" || !UUID_PATTERN.test(sessionId) || !(await isSessionActive(ctx.db, sessionId))) {
    throw errors.sessionNotFound();
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw errors.userNotFound();
  return { claims, user, sessionId };
}
