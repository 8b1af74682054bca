// Email changes as GoTrue makes them (user.go, mail.go sendEmailChange, verify.go
// emailChangeVerify). With [auth.email] double_confirm_changes (GoTrue's secure email change) and
// a current address, both addresses get the email_change template, each with its own code; the
// first link followed answers "Confirmation link accepted…", the second makes the change. Without
// it, only the new address is asked.
import type { StackContext } from "../../context.ts";
import { assertCanSendAgain, deliverLink } from "../mailer/link-emails.ts";
import { emailSendLimiter } from "./rate-limits.ts";
import { generateOtp, tokenHash } from "../crypto/secrets.ts";
import type { Queryable, UserRow } from "../models/users.ts";

export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

function isDoubleConfirm(ctx: StackContext, user: UserRow): boolean {
  return ctx.config.auth.doubleConfirmChanges && Boolean(user.email);
}

export async function requestEmailChange(
  ctx: StackContext,
  q: Queryable,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  assertCanSendAgain(ctx, user, "email_change");
  if (ctx.config.auth.enableConfirmations) emailSendLimiter(ctx.config.auth).take();
  const otpNew = generateOtp();
  const hashNew = tokenHash(newEmail, otpNew);
  const double = isDoubleConfirm(ctx, user);
  const otpCurrent = double ? generateOtp() : "";
  const hashCurrent = double ? tokenHash(user.email, otpCurrent) : "";
  await q.query(
    `update auth.users set email_change = $1, email_change_token_new = $2, email_change_token_current = $3,
       email_change_confirm_status = 0, email_change_sent_at = now() where id = $4`,
    [newEmail, hashNew, hashCurrent, user.id],
  );
  const base = { user, type: "email_change" as const, redirectTo, newEmail };
  if (double) await deliverLink(ctx, { ...base, recipient: user.email, otp: otpCurrent, hash: hashCurrent });
  await deliverLink(ctx, { ...base, recipient: newEmail, otp: otpNew, hash: hashNew });
}

interface EmailChangeRow {
  email_change_token_current: string | null;
  email_change_token_new: string | null;
  email_change_confirm_status: number | null;
}

/**
 * Called when `hash` matched one of the user's email-change tokens. Returns true when this was
 * the first of two confirmations (the token is used up, the change waits for the other one).
 */
export async function isFirstOfTwoConfirmations(
  ctx: StackContext,
  q: Queryable,
  user: UserRow,
  hash: string,
): Promise<boolean> {
  const row = (
    await q.query<EmailChangeRow>(
      `select email_change_token_current, email_change_token_new, email_change_confirm_status
         from auth.users where id = $1`,
      [user.id],
    )
  ).rows[0];
  if (!ctx.config.auth.enableConfirmations || !isDoubleConfirm(ctx, user)) return false;
  if ((row?.email_change_confirm_status ?? 0) !== 0) return false;
  const column = row?.email_change_token_current === hash ? "email_change_token_current" : "email_change_token_new";
  await q.query(`update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`, [user.id]);
  return true;
}
