// /auth/v1/factors: TOTP enrollment, challenge, verification and unenrollment, step for step as
// GoTrue's internal/api/mfa.go (phone and WebAuthn factors answer that they are not enabled).
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { clientAddressOf } from "../../http/client-address.ts";
import { AuthError } from "./errors.ts";
import { mfaErrors } from "./mfa-errors.ts";
import { requestRateLimiter } from "./rate-limits.ts";
import { authenticateUser, parseJsonBody, stringField, type AuthenticatedCaller, type JsonObject } from "./request.ts";
import { insertRefreshToken } from "../models/refresh-tokens.ts";
import { sessionResponse, type SessionJson } from "../models/sessions.ts";
import { generateTotpSecret, totpQrSvg, totpUri, validateTotp } from "../crypto/totp.ts";
import { findUserById, type Queryable } from "../models/users.ts";
import { sendNotification } from "../mailer/notifications.ts";

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// GoTrue's MFA_MAX_VERIFIED_FACTORS default; config.toml has no key for it.
const MAX_VERIFIED_FACTORS = 10;
const MAX_NAME_LENGTH = 255;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface FactorRecord {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

interface ChallengeRecord {
  id: string;
  verified_at: Date | null;
  ip_address: string;
  expired: boolean;
}

/** Dispatches `/factors…`; answers the JSON to send. */
export async function routeFactors(
  ctx: StackContext,
  req: IncomingMessage,
  method: string,
  subpath: string,
  body: Buffer,
): Promise<object> {
  const [, , factorId, action, ...rest] = subpath.split("/");
  const shape = factorId === undefined ? "" : action === undefined ? "/{id}" : `/{id}/${action}`;
  const handler = FACTOR_ROUTES[`${method} /factors${shape}`];
  if (!handler || rest.length > 0 || factorId === "") {
    const known = Object.keys(FACTOR_ROUTES).some((key) => key.endsWith(` /factors${shape}`));
    throw known && rest.length === 0 ? new AuthError(405, "method_not_allowed", "Method not allowed") : notFound();
  }
  const caller = await authenticateUser(ctx, req);
  if (caller.claims.is_anonymous === true) {
    throw new AuthError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
  }
  return handler({ ctx, req, caller, factorId: factorId ?? "", body });
}

const notFound = () => new AuthError(404, "not_found", "Not found");

interface FactorRequest {
  ctx: StackContext;
  req: IncomingMessage;
  caller: AuthenticatedCaller;
  factorId: string;
  body: Buffer;
}

const FACTOR_ROUTES: Record<string, (request: FactorRequest) => Promise<object>> = {
  "POST /factors": enroll,
  "POST /factors/{id}/challenge": challenge,
  "POST /factors/{id}/verify": verify,
  "DELETE /factors/{id}": unenroll,
};

/** A field that must be storable text: no NUL, no lone surrogate, a sane length. */
export function cleanText(body: JsonObject, key: string): string {
  const value = stringField(body, key) ?? "";
  if (value.includes("\0") || LONE_SURROGATE.test(value)) {
    throw new AuthError(400, "validation_failed", `${key} must be valid text without NUL characters`);
  }
  if (value.length > MAX_NAME_LENGTH) {
    throw new AuthError(400, "validation_failed", `${key} cannot be longer than ${MAX_NAME_LENGTH} characters`);
  }
  return value;
}

async function enroll({ ctx, caller, body }: FactorRequest): Promise<object> {
  const params = parseJsonBody(body);
  const factorType = stringField(params, "factor_type");
  const mfa = ctx.config.auth.mfa;
  if (factorType === "phone" || factorType === "webauthn") throw mfaErrors.unsupportedFactorType(factorType);
  if (factorType !== "totp") throw mfaErrors.badFactorType();
  if (!mfa.totpEnrollEnabled) throw mfaErrors.totpEnrollDisabled();
  const friendlyName = cleanText(params, "friendly_name");
  const issuer = cleanText(params, "issuer") || new URL(ctx.config.auth.siteUrl).host;

  const secret = generateTotpSecret();
  const uri = totpUri(issuer, caller.user.email ?? "", secret);
  const qrCode = await totpQrSvg(uri);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_factors f where f.status <> 'verified'
          and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
          and f.created_at + make_interval(secs => $1) < now()`,
      [mfa.factorExpirySeconds],
    );
    const factors = await tx.query<{ friendly_name: string | null; status: string }>(
      "select friendly_name, status from auth.mfa_factors where user_id = $1 for update",
      [caller.user.id],
    );
    if (factors.rows.some((factor) => (factor.friendly_name ?? "") === friendlyName)) {
      throw mfaErrors.nameConflict(friendlyName);
    }
    const verifiedCount = factors.rows.filter((factor) => factor.status === "verified").length;
    if (factors.rows.length >= mfa.maxEnrolledFactors || verifiedCount >= MAX_VERIFIED_FACTORS) {
      throw mfaErrors.tooManyFactors();
    }
    if (verifiedCount > 0 && (await sessionAal(tx, caller.sessionId)) !== "aal2") throw mfaErrors.enrollNeedsAal2();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, caller.user.id, friendlyName, secret],
    );
  });
  return { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const result = await q.query<{ aal: string | null }>("select aal::text as aal from auth.sessions where id = $1", [
    sessionId,
  ]);
  return result.rows[0]?.aal ?? "";
}

/** GoTrue's loadFactor: the caller's own factor, or 404. */
async function loadFactor(q: Queryable, caller: AuthenticatedCaller, factorId: string): Promise<FactorRecord> {
  if (!UUID_PATTERN.test(factorId)) throw mfaErrors.factorIdNotUuid();
  const result = await q.query<FactorRecord>(
    `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret
       from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, caller.user.id],
  );
  const factor = result.rows[0];
  if (!factor) throw mfaErrors.factorNotFound();
  return factor;
}

function assertVerifyEnabled(ctx: StackContext, factor: FactorRecord): void {
  if (factor.factor_type !== "totp") throw mfaErrors.unsupportedFactorVerify(factor.factor_type);
  if (!ctx.config.auth.mfa.totpVerifyEnabled) throw mfaErrors.totpVerifyDisabled();
}

async function challenge({ ctx, req, caller, factorId }: FactorRequest): Promise<object> {
  const factor = await loadFactor(ctx.db, caller, factorId);
  requestRateLimiter(ctx.config.auth).check(clientAddressOf(req), "factorChallenge");
  assertVerifyEnabled(ctx, factor);
  const id = randomUUID();
  const created = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at))::bigint + $4::bigint as expires_at`,
      [id, factor.id, clientAddressOf(req), ctx.config.auth.mfa.challengeExpirySeconds],
    );
    await tx.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [factor.id]);
    return inserted.rows[0];
  });
  return { id, type: factor.factor_type, expires_at: Number(created.expires_at) };
}

async function verify({ ctx, req, caller, factorId, body }: FactorRequest): Promise<SessionJson> {
  const factor = await loadFactor(ctx.db, caller, factorId);
  requestRateLimiter(ctx.config.auth).check(clientAddressOf(req), "factorVerify");
  const params = parseJsonBody(body);
  const code = stringField(params, "code") ?? "";
  const challengeId = stringField(params, "challenge_id") ?? "";
  if (challengeId && !UUID_PATTERN.test(challengeId)) {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON: uuid: incorrect UUID format");
  }
  if (code === "") throw mfaErrors.codeRequired();
  assertVerifyEnabled(ctx, factor);
  const found = await validateChallenge(ctx, req, factor, challengeId);
  // Like GoTrue's verifyTOTPFactor, nothing remembers an accepted code: within its window it
  // verifies any unused challenge (RFC 6238 §5.2 would refuse it; GoTrue does not).
  if (!validateTotp(code, factor.secret ?? "")) throw mfaErrors.invalidTotp();

  const response = await ctx.db.transaction(async (tx) => {
    await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [found.id]);
    const newlyVerified = await tx.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified' returning id",
      [factor.id],
    );
    const session = await upgradeSession(tx, caller, factor.id);
    // A verified second factor signs out every session that has not passed it (GoTrue's
    // InvalidateSessionsWithAALLessThan), and drops the user's other unfinished enrollments.
    await tx.query("delete from auth.sessions where user_id = $1 and (aal is null or aal::text < 'aal2')", [
      caller.user.id,
    ]);
    await tx.query(
      "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type",
      [caller.user.id, factor.factor_type],
    );
    const user = await findUserById(tx, caller.user.id);
    if (!user) throw mfaErrors.factorNotFound();
    const json = await sessionResponse(tx, ctx.config.auth, user, caller.sessionId, session.refreshToken);
    return { json, user, enrolled: newlyVerified.rows.length > 0 };
  });
  // Only the verification that completes the enrollment tells the user, as GoTrue's verifyTOTPFactor.
  if (response.enrolled)
    await sendNotification(ctx, "mfa_factor_enrolled", response.user, { FactorType: factor.factor_type });
  return response.json;
}

/** GoTrue's validateChallenge: unknown, already used (or from another IP), expired. */
async function validateChallenge(
  ctx: StackContext,
  req: IncomingMessage,
  factor: FactorRecord,
  challengeId: string,
): Promise<ChallengeRecord> {
  const result = challengeId
    ? await ctx.db.query<ChallengeRecord>(
        `select id, verified_at, host(ip_address) as ip_address,
                created_at + make_interval(secs => $3) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id, ctx.config.auth.mfa.challengeExpirySeconds],
      )
    : { rows: [] };
  const found = result.rows[0];
  if (!found) throw mfaErrors.challengeNotFound();
  if (found.verified_at !== null || found.ip_address !== hostOf(clientAddressOf(req))) throw mfaErrors.ipMismatch();
  if (found.expired) {
    await ctx.db.query("delete from auth.mfa_challenges where id = $1", [found.id]);
    throw mfaErrors.challengeExpired(found.id);
  }
  return found;
}

// host(inet) prints an IPv4-mapped address as such, so compare the same way.
const hostOf = (ip: string) => ip.toLowerCase();

/**
 * GoTrue's updateMFASessionAndClaims: records the totp amr claim, swaps the refresh token (the
 * aal1 token can no longer refresh), and marks the session aal2 with the factor that raised it.
 */
async function upgradeSession(
  tx: Queryable,
  caller: AuthenticatedCaller,
  factorId: string,
): Promise<{ refreshToken: string }> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [caller.sessionId],
  );
  const current = await tx.query<{ token: string }>(
    "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
    [caller.sessionId],
  );
  const parent = current.rows[0]?.token ?? null;
  if (parent) {
    await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [parent]);
  }
  const refreshToken = await insertRefreshToken(tx, caller.user.id, caller.sessionId, parent);
  await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [
    caller.sessionId,
    factorId,
  ]);
  return { refreshToken };
}

async function unenroll({ ctx, caller, factorId }: FactorRequest): Promise<object> {
  const factor = await loadFactor(ctx.db, caller, factorId);
  if (factor.status === "verified" && (await sessionAal(ctx.db, caller.sessionId)) !== "aal2") {
    throw mfaErrors.unenrollNeedsAal2();
  }
  await deleteFactorDowngradingSessions(ctx, caller.user.id, factor.id);
  // Verified or not, as GoTrue's UnenrollFactor (an admin's deletion sends nothing).
  await sendNotification(ctx, "mfa_factor_unenrolled", caller.user, { FactorType: factor.factor_type });
  return { id: factor.id };
}

/** Deletes a TOTP factor; as GoTrue's DowngradeSessionsToAAL1, sessions it raised lose its claim and level. */
export async function deleteFactorDowngradingSessions(ctx: StackContext, userId: string, factorId: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.query("delete from auth.mfa_factors where id = $1", [factorId]);
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
          and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $2)`,
      [userId, factorId],
    );
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [
      userId,
      factorId,
    ]);
  });
}
