// GET /reauthenticate and the nonce PUT /user accepts with it (GoTrue's reauthenticate.go): a
// one-time code emailed to the signed-in user, stored as hex(sha224(email + code)), valid for
// [auth.email] otp_expiry, used once.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { renderAuthEmail } from "../mailer/email-templates.ts";
import { errors } from "./errors.ts";
import { mfaErrors } from "./mfa-errors.ts";
import { emailSendLimiter } from "./rate-limits.ts";
import { authenticateUser } from "./request.ts";
import { generateOtp, tokenHash } from "../crypto/secrets.ts";
import type { Queryable, UserRow } from "../models/users.ts";

interface ReauthenticationState {
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
}

async function reauthenticationState(q: Queryable, userId: string): Promise<ReauthenticationState> {
  const result = await q.query<ReauthenticationState>(
    "select reauthentication_token, reauthentication_sent_at from auth.users where id = $1",
    [userId],
  );
  return result.rows[0] ?? { reauthentication_token: null, reauthentication_sent_at: null };
}

export async function reauthenticate(ctx: StackContext, req: IncomingMessage): Promise<object> {
  const { user } = await authenticateUser(ctx, req);
  if (!user.email) throw mfaErrors.reauthenticateNoEmail();
  if (!user.email_confirmed_at) throw mfaErrors.reauthenticateEmailNotConfirmed();

  await ctx.db.transaction(async (tx) => {
    const { reauthentication_sent_at: sentAt } = await reauthenticationState(tx, user.id);
    if (sentAt) {
      const wait = ctx.config.auth.emailMaxFrequencySeconds - (Date.now() - sentAt.getTime()) / 1000;
      if (wait > 0) throw errors.emailRateLimit(Math.max(1, Math.ceil(wait)));
    }
    if (ctx.config.auth.enableConfirmations) emailSendLimiter(ctx.config.auth).take();
    const otp = generateOtp();
    const hash = tokenHash(user.email, otp);
    await tx.query(
      "update auth.users set reauthentication_token = $1, reauthentication_sent_at = now() where id = $2",
      [hash, user.id],
    );
    const rendered = renderAuthEmail(ctx.config.auth.emailTemplates.reauthentication, {
      SiteURL: ctx.config.auth.siteUrl,
      ConfirmationURL: "",
      Token: otp,
      TokenHash: hash,
      RedirectTo: "",
      Email: user.email,
      NewEmail: "",
      Data: user.raw_user_meta_data ?? {},
    });
    await ctx.sendMail({ to: user.email, from: ctx.config.mailFrom, ...rendered });
  });
  return {};
}

/** GoTrue's verifyReauthentication: the emailed code, unexpired, consumed on success. */
export async function consumeReauthenticationNonce(
  ctx: StackContext,
  q: Queryable,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const state = await reauthenticationState(q, user.id);
  if (!state.reauthentication_token || !state.reauthentication_sent_at) throw mfaErrors.reauthenticationNotValid();
  const expired = Date.now() > state.reauthentication_sent_at.getTime() + ctx.config.auth.otpExpirySeconds * 1000;
  if (expired || tokenHash(user.email, nonce) !== state.reauthentication_token) {
    throw mfaErrors.reauthenticationNotValid();
  }
  await q.query("update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1", [
    user.id,
  ]);
}

/**
 * Whether a password change from this session needs the reauthentication nonce: GoTrue's rule, a
 * session created within the last 24 hours (config.auth.recentSignInSeconds) is a recent sign-in.
 */
export async function passwordChangeNeedsNonce(ctx: StackContext, q: Queryable, sessionId: string): Promise<boolean> {
  if (!ctx.config.auth.securePasswordChange) return false;
  const result = await q.query<{ created_at: Date }>("select created_at from auth.sessions where id = $1", [sessionId]);
  const createdAt = result.rows[0]?.created_at;
  return !createdAt || Date.now() > createdAt.getTime() + ctx.config.auth.recentSignInSeconds * 1000;
}
