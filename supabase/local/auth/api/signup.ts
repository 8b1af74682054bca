// POST /signup: the dispatch api.go does (anonymous sign-in or sign-up) and GoTrue's Signup
// handler (signup.go).
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { clientAddressOf } from "../../http/client-address.ts";
import { signInAnonymously } from "./anonymous.ts";
import { errors } from "./errors.ts";
import { sendLinkEmail } from "../mailer/link-emails.ts";
import { assertMetadataSize } from "./metadata.ts";
import { hashPassword } from "../crypto/password-hashing.ts";
import { assertPasswordAcceptable } from "./password-rules.ts";
import { requestRateLimiter } from "./rate-limits.ts";
import { resolveRedirect } from "./redirects.ts";
import { normalizeEmail, objectField, queryOf, stringField, type JsonObject } from "./request.ts";
import { startSession } from "../models/sessions.ts";
import {
  createUser,
  findUserByEmail,
  findUserById,
  newRegistrationLookalike,
  obfuscatedUser,
  recordSignIn,
  toUserJson,
  type UserRow,
} from "../models/users.ts";

/**
 * POST /signup as api.go routes it: without an email or phone it is an anonymous sign-in, refused
 * with anonymous_provider_disabled unless [auth] enable_anonymous_sign_ins is on and counted against
 * anonymous_users per IP per hour; a real sign-up counts against sign_in_sign_ups.
 */
export async function signUpRoute(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<object> {
  const limiter = requestRateLimiter(ctx.config.auth);
  if (!stringField(body, "email") && !stringField(body, "phone")) {
    if (!ctx.config.auth.enableAnonymousSignIns) throw errors.anonymousDisabled();
    limiter.check(clientAddressOf(req), "anonymousSignIns");
    return signInAnonymously(ctx, body);
  }
  limiter.check(clientAddressOf(req), "signups");
  if (stringField(body, "phone") && !stringField(body, "email")) {
    throw errors.phoneSignupsDisabled();
  }
  return signUp(ctx, req, body);
}

/**
 * A sign-up in GoTrue's order: signups enabled → password present → password strength → email
 * format → existing user (SUPABASE_WIRE.md §1.1, §1.2).
 */
async function signUp(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const config = ctx.config.auth;
  if (!config.enableSignup) throw errors.signupDisabled();
  const password = stringField(body, "password");
  if (!password) throw errors.passwordRequired();
  assertPasswordAcceptable(password, config);
  const email = normalizeEmail(stringField(body, "email"));
  const data = objectField(body, "data") ?? {};
  assertMetadataSize(data);
  const redirectTo = resolveRedirect(queryOf(req).get("redirect_to") ?? stringField(body, "redirect_to"), config);

  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    if (config.duplicateSignup === "error") throw errors.userAlreadyExists();
    return obfuscatedUser(email, data);
  }
  if (existing) return signUpUnconfirmedAgain(ctx, existing, { email, data, redirectTo });

  // Hash outside the transaction: bcrypt takes ~0.1 s and must not hold the database.
  const passwordHash = await hashPassword(password);
  return createAndWelcome(ctx, { email, passwordHash, data, redirectTo }).catch((error: unknown) => {
    // Two sign-ups for one new address raced; the loser hits the unique index.
    if ((error as { code?: string }).code === "23505") throw errors.userAlreadyExists();
    throw error;
  });
}

/**
 * An address registered but never confirmed. GoTrue leaves the account as it is and resends the
 * confirmation (max_frequency applies), then answers with the stored user: the first registrant's
 * id, user_metadata and identity (signup.go, Signup). The stack answers the same status and shape
 * with nothing of theirs in it: the JSON a new registration with the caller's own data would get.
 * With confirmations off GoTrue would confirm that account and sign the caller into it; the stack
 * answers as for a confirmed address then (422 user_already_exists).
 */
async function signUpUnconfirmedAgain(
  ctx: StackContext,
  existing: UserRow,
  { email, data, redirectTo }: Omit<Registration, "passwordHash">,
): Promise<JsonObject> {
  if (!ctx.config.auth.enableConfirmations) throw errors.userAlreadyExists();
  await ctx.db.transaction(async (tx) => {
    await sendLinkEmail(ctx, tx, { user: existing, type: "signup", redirectTo });
  });
  return newRegistrationLookalike(email, data);
}

interface Registration {
  email: string;
  passwordHash: string;
  data: JsonObject;
  redirectTo: string;
}

function createAndWelcome(
  ctx: StackContext,
  { email, passwordHash, data, redirectTo }: Registration,
): Promise<JsonObject> {
  const config = ctx.config.auth;
  return ctx.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email,
      passwordHash,
      userMetadata: data,
      confirmed: !config.enableConfirmations,
    });
    if (!config.enableConfirmations) {
      // GoTrue's issueRefreshToken stamps last_sign_in_at on the user it answers with.
      await recordSignIn(tx, user.id);
      const signedIn = await findUserById(tx, user.id);
      return { ...(await startSession(tx, config, signedIn ?? user, "password")) };
    }
    await sendLinkEmail(ctx, tx, { user, type: "signup", redirectTo });
    const created = await findUserByEmail(tx, email);
    return toUserJson(created ?? user);
  });
}
