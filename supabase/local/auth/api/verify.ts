// /verify: the emailed link (GET, answers 303 with the session in the URL fragment) and the
// typed-in code or token hash (POST, answers the session as JSON). SUPABASE_WIRE.md §1.4.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StackContext } from "../../context.ts";
import { AuthError, errors } from "./errors.ts";
import { resolveRedirect } from "./redirects.ts";
import { queryOf, stringField, type JsonObject } from "./request.ts";
import { startSession, type AmrMethod, type SessionJson } from "../models/sessions.ts";
import { SINGLE_CONFIRMATION_ACCEPTED, isFirstOfTwoConfirmations } from "./email-change.ts";
import { redeemOtp } from "./otp-attempts.ts";
import { tokenHash } from "../crypto/secrets.ts";
import { sendNotification } from "../mailer/notifications.ts";
import {
  confirmEmail,
  findUserById,
  findUserByToken,
  recordSignIn,
  type Queryable,
  type TokenColumn,
  type UserRow,
} from "../models/users.ts";

type VerificationType = "signup" | "invite" | "recovery" | "magiclink" | "email_change" | "email";

interface Lookup {
  column: TokenColumn;
  sentAt: "confirmation_sent_at" | "recovery_sent_at" | "email_change_sent_at";
}

const CONFIRMATION: Lookup = { column: "confirmation_token", sentAt: "confirmation_sent_at" };
const RECOVERY: Lookup = { column: "recovery_token", sentAt: "recovery_sent_at" };
const EMAIL_CHANGE: Lookup = { column: "email_change_token_new", sentAt: "email_change_sent_at" };
const EMAIL_CHANGE_CURRENT: Lookup = { column: "email_change_token_current", sentAt: "email_change_sent_at" };

// Which stored token each type may redeem; "email" (an OTP typed in) may be either kind.
const LOOKUPS: Record<VerificationType, Lookup[]> = {
  signup: [CONFIRMATION],
  invite: [CONFIRMATION],
  recovery: [RECOVERY],
  magiclink: [RECOVERY],
  email_change: [EMAIL_CHANGE, EMAIL_CHANGE_CURRENT],
  email: [CONFIRMATION, RECOVERY],
};

function verificationType(value: string | null | undefined): VerificationType {
  if (!value) throw errors.validation("Verify requires a verification type");
  if (!(value in LOOKUPS)) throw errors.validation("Unsupported verification type");
  return value as VerificationType;
}

/** The first of two email-change confirmations: no session yet (GoTrue's singleConfirmationAccepted). */
const FIRST_OF_TWO = { firstOfTwo: true } as const;

/** Redeems a token hash: applies its effect and starts a session, or throws `invalid`. */
async function redeem(
  ctx: StackContext,
  type: VerificationType,
  hash: string,
  invalid: AuthError,
): Promise<SessionJson | typeof FIRST_OF_TWO> {
  // An applied email change, told to the old address once committed (GoTrue's emailChangeVerify).
  let emailChanged: { user: UserRow; oldEmail: string } | undefined;
  const redeemed = await ctx.db.transaction(async (tx) => {
    for (const lookup of LOOKUPS[type]) {
      const user = await findUserByToken(tx, lookup.column, hash);
      if (!user) continue;
      const sentAt = user[lookup.sentAt];
      const expired = !sentAt || Date.now() - sentAt.getTime() > ctx.config.auth.otpExpirySeconds * 1000;
      if (expired) throw invalid;
      if (user.banned_until && user.banned_until > new Date()) throw errors.userBannedForbidden();
      const isEmailChange = lookup === EMAIL_CHANGE || lookup === EMAIL_CHANGE_CURRENT;
      if (isEmailChange && (await isFirstOfTwoConfirmations(ctx, tx, user, hash))) return FIRST_OF_TWO;
      const method = await applyVerification(tx, user, lookup);
      await recordSignIn(tx, user.id);
      const verified = await findUserById(tx, user.id);
      if (method === "email_change" && verified) emailChanged = { user: verified, oldEmail: user.email };
      return startSession(tx, ctx.config.auth, verified ?? user, method);
    }
    throw invalid;
  });
  if (emailChanged) {
    await sendNotification(ctx, "email_changed", emailChanged.user, { OldEmail: emailChanged.oldEmail });
  }
  return redeemed;
}

async function applyVerification(tx: Queryable, user: UserRow, lookup: Lookup): Promise<AmrMethod> {
  if (lookup === CONFIRMATION) {
    await confirmEmail(tx, user.id);
    return "otp";
  }
  if (lookup === RECOVERY) {
    // Following a recovery link proves the address, so it also confirms it (as GoTrue does).
    await tx.query("update auth.users set recovery_token = '' where id = $1", [user.id]);
    await confirmEmail(tx, user.id);
    return "recovery";
  }
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, is_anonymous = false,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [user.id],
  );
  // An anonymous user who confirms an address gets its email identity now.
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     select $1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true,
       'phone_verified', false), 'email'
     where not exists (select 1 from auth.identities where user_id = $1::uuid and provider = 'email')`,
    [user.id, user.email_change],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, user.email_change],
  );
  return "email_change";
}

export async function verifyLink(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  const redirectTo = resolveRedirect(query.get("redirect_to"), ctx.config.auth);
  const target = redirectTo.split("#")[0];
  let fragment: URLSearchParams;
  try {
    const type = verificationType(query.get("type"));
    const session = await redeem(ctx, type, query.get("token") ?? "", errors.otpExpiredLink());
    if ("firstOfTwo" in session) {
      fragment = new URLSearchParams([
        ["message", SINGLE_CONFIRMATION_ACCEPTED],
        ["sb", ""],
      ]);
      res.writeHead(303, { Location: `${target}#${fragment.toString()}`, "Content-Length": "0" });
      res.end();
      return;
    }
    // Alphabetical keys, exactly as GoTrue writes them.
    fragment = new URLSearchParams([
      ["access_token", session.access_token],
      ["expires_at", String(session.expires_at)],
      ["expires_in", String(session.expires_in)],
      ["refresh_token", session.refresh_token],
      ["sb", ""],
      ["token_type", session.token_type],
      ["type", type],
    ]);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    fragment = new URLSearchParams([
      ["error", oauthErrorFor(error.status)],
      ["error_code", error.code],
      ["error_description", error.message],
      ["sb", ""],
    ]);
  }
  res.writeHead(303, { Location: `${target}#${fragment.toString()}`, "Content-Length": "0" });
  res.end();
}

function oauthErrorFor(status: number): string {
  if (status === 400) return "invalid_request";
  if (status === 401) return "unauthorized_client";
  if (status === 403) return "access_denied";
  return "server_error";
}

export async function verifyCode(ctx: StackContext, body: JsonObject): Promise<object> {
  const type = verificationType(stringField(body, "type"));
  const givenHash = stringField(body, "token_hash");
  const otp = stringField(body, "token");
  const email = stringField(body, "email")?.trim().toLowerCase();
  if (!givenHash && !otp) throw errors.validation("Verify requires a token or a token hash");
  if (givenHash && otp) throw errors.validation("Verify requires either a token or a token hash");
  let outcome: SessionJson | typeof FIRST_OF_TWO;
  if (givenHash) {
    if (email) throw errors.validation("Only the token_hash and type should be provided");
    outcome = await redeem(ctx, type, givenHash, errors.otpExpired());
  } else {
    if (!email) throw errors.validation("Only an email address or phone number should be provided on verify");
    const hash = tokenHash(email, (otp ?? "").trim());
    outcome = await redeemOtp(ctx, email, () => redeem(ctx, type, hash, errors.otpExpired()));
  }
  if ("firstOfTwo" in outcome) return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" };
  return outcome;
}
