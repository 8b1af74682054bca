// Sessions and access tokens: what a successful sign-in, verification or refresh hands to the
// client (refresh tokens themselves are stored by refresh-tokens.ts) — GoTrue's AccessTokenResponse,
// SUPABASE_WIRE.md §1.3 and §1.5.
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import type { AuthConfig } from "../../context.ts";
import { signJwt } from "../../jwt.ts";
import { assuranceLevel } from "./assurance.ts";
import { errors } from "../api/errors.ts";
import { looksLikeRefreshToken } from "../crypto/secrets.ts";
import { insertRefreshToken } from "./refresh-tokens.ts";
import { findUserById, toUserJson, type Queryable, type UserRow } from "./users.ts";

export type AmrMethod =
  "password" | "otp" | "recovery" | "magiclink" | "email/signup" | "email_change" | "invite" | "anonymous" | "totp";

export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

/** Starts a session for a user who just proved who they are; returns the tokens. */
export async function startSession(
  q: Queryable,
  config: AuthConfig,
  user: UserRow,
  method: AmrMethod,
): Promise<SessionJson> {
  const sessionId = randomUUID();
  await q.query("insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')", [sessionId, user.id]);
  await q.query("insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)", [
    sessionId,
    method,
  ]);
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null);
  return sessionResponse(q, config, user, sessionId, refreshToken);
}

export async function sessionResponse(
  q: Queryable,
  config: AuthConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const amr = await q.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + config.jwtExpiry;
  const accessToken = signJwt(
    {
      iss: config.jwtIssuer,
      sub: user.id,
      aud: user.aud || "authenticated",
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || "authenticated",
      aal: assuranceLevel(amr.rows),
      amr: amr.rows,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.signingKey,
  );
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  updated_at: Date;
  session_ended: boolean;
}

/**
 * The refresh_token grant with rotation: a used token is revoked and replaced. Presenting a
 * revoked token again within the reuse interval returns the session's current token (two tabs
 * racing); later it is treated as theft, and the whole session is ended.
 */
export function refreshSession(db: Database, config: AuthConfig, presented: string): Promise<SessionJson> {
  if (!looksLikeRefreshToken(presented)) throw errors.refreshTokenMalformed();
  return db
    .transaction(async (tx) => {
      const found = await tx.query<RefreshTokenRow>(
        `select t.token, t.user_id, t.revoked, t.session_id, t.updated_at,
              (s.not_after is not null and s.not_after <= now()) as session_ended
         from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
        where t.token = $1`,
        [presented],
      );
      const token = found.rows[0];
      if (!token) throw errors.refreshTokenNotFound();
      if (token.session_ended) throw errors.sessionExpired();
      const user = await findUserById(tx, token.user_id);
      if (!user) throw errors.refreshSessionNotFound();
      if (user.banned_until && user.banned_until > new Date()) throw errors.userBanned();

      let nextToken: string;
      if (token.revoked) {
        const ageSeconds = (Date.now() - token.updated_at.getTime()) / 1000;
        const active = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
          [token.session_id],
        );
        if (ageSeconds > config.refreshTokenReuseIntervalSeconds || !active.rows[0]) {
          await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [
            token.session_id,
          ]);
          await tx.query("update auth.sessions set not_after = now(), updated_at = now() where id = $1", [
            token.session_id,
          ]);
          // Commit the revocation, then report the reuse.
          return { reuseDetected: true } as const;
        }
        nextToken = active.rows[0].token;
      } else if (config.enableRefreshTokenRotation) {
        await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [
          presented,
        ]);
        nextToken = await insertRefreshToken(tx, user.id, token.session_id, presented);
      } else {
        nextToken = presented;
      }
      await tx.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [
        token.session_id,
      ]);
      return sessionResponse(tx, config, user, token.session_id, nextToken);
    })
    .then((outcome) => {
      if ("reuseDetected" in outcome) throw errors.refreshTokenAlreadyUsed();
      return outcome;
    });
}

/** Whether the session an access token names still exists and has not been ended. */
export async function isSessionActive(q: Queryable, sessionId: string): Promise<boolean> {
  const result = await q.query<{ active: boolean }>(
    "select exists (select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())) as active",
    [sessionId],
  );
  return result.rows[0].active;
}

export type LogoutScope = "global" | "local" | "others";

export async function endSessions(q: Queryable, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === "local") {
    await q.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (scope === "others") {
    await q.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
  } else {
    await q.query("delete from auth.sessions where user_id = $1", [userId]);
  }
}
