// POST /token: the password grant (checks in GoTrue's order, §1.1) and the refresh grant.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { errors, OAuthError } from "./errors.ts";
import { verifyPassword } from "../crypto/password-hashing.ts";
import { passwordWeakness } from "./password-rules.ts";
import { queryOf, stringField, type JsonObject } from "./request.ts";
import { refreshSession, startSession, type SessionJson } from "../models/sessions.ts";
import { findUserByEmail, recordSignIn } from "../models/users.ts";

export async function grantToken(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<SessionJson> {
  const grantType = queryOf(req).get("grant_type");
  if (grantType === "password") return passwordGrant(ctx, body);
  if (grantType === "refresh_token") {
    const refreshToken = stringField(body, "refresh_token");
    if (!refreshToken) throw new OAuthError("invalid_request", "refresh_token required");
    return refreshSession(ctx.db, ctx.config.auth, refreshToken);
  }
  if (grantType === "pkce") throw errors.validation("PKCE flow is not supported by the local stack");
  throw new OAuthError("unsupported_grant_type", "");
}

async function passwordGrant(ctx: StackContext, body: JsonObject): Promise<SessionJson> {
  const email = stringField(body, "email")?.trim().toLowerCase();
  const password = stringField(body, "password") ?? "";
  if (!email) throw errors.validation("missing email or phone");
  const user = await findUserByEmail(ctx.db, email);
  // verifyPassword hashes even without a user, so timing does not reveal which emails exist.
  const passwordMatches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !user.encrypted_password) throw errors.invalidCredentials();
  if (user.banned_until && user.banned_until > new Date()) throw errors.userBanned();
  if (!passwordMatches) throw errors.invalidCredentials();
  if (!user.email_confirmed_at && ctx.config.auth.enableConfirmations) throw errors.emailNotConfirmed();

  const session = await ctx.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id);
    const signedIn = await findUserByEmail(tx, email);
    return startSession(tx, ctx.config.auth, signedIn ?? user, "password");
  });
  // GoTrue signs the user in but warns when the password no longer meets the rules.
  const weakness = passwordWeakness(password, ctx.config.auth);
  return weakness ? { ...session, weak_password: weakness } : session;
}
