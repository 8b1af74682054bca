// Sending a verification email: throttle (max_frequency), store the token hash on the user,
// deliver the link. The link lands on GET /auth/v1/verify; the template decides whether the OTP
// ({{ .Token }}) is shown too.
import type { StackContext } from "../../context.ts";
import { authEmail, type EmailLinkType } from "./emails.ts";
import { errors } from "../api/errors.ts";
import { emailSendLimiter } from "../api/rate-limits.ts";
import { generateOtp, tokenHash } from "../crypto/secrets.ts";
import type { Queryable, TokenColumn, UserRow } from "../models/users.ts";

const COLUMNS: Record<EmailLinkType, { token: TokenColumn; sentAt: keyof UserRow & `${string}_sent_at` }> = {
  signup: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at" },
  email_change: { token: "email_change_token_new", sentAt: "email_change_sent_at" },
  magiclink: { token: "recovery_token", sentAt: "recovery_sent_at" },
  invite: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
};

/** Throws over_email_send_rate_limit when the previous email of this kind is too recent. */
export function assertCanSendAgain(ctx: StackContext, user: UserRow, type: EmailLinkType): void {
  const sentAt = user[COLUMNS[type].sentAt];
  if (!(sentAt instanceof Date)) return;
  const elapsed = (Date.now() - sentAt.getTime()) / 1000;
  const wait = ctx.config.auth.emailMaxFrequencySeconds - elapsed;
  // GoTrue truncates to whole seconds (so a 1s max_frequency says "after 0 seconds").
  if (wait > 0) throw errors.emailRateLimit(Math.floor(wait));
}

export interface LinkEmailRequest {
  user: UserRow;
  type: EmailLinkType;
  redirectTo: string;
  /** The address to write to; for email_change the new address. */
  recipient?: string;
}

export async function sendLinkEmail(ctx: StackContext, q: Queryable, request: LinkEmailRequest): Promise<void> {
  const { user, type, redirectTo } = request;
  assertCanSendAgain(ctx, user, type);
  // GoTrue counts email_sent only when confirmations are on (its TODO keeps autoconfirm exempt).
  if (ctx.config.auth.enableConfirmations) emailSendLimiter(ctx.config.auth).take();
  const recipient = request.recipient ?? user.email;
  const otp = generateOtp();
  const hash = tokenHash(recipient, otp);
  const columns = COLUMNS[type];
  await q.query(`update auth.users set ${columns.token} = $1, ${columns.sentAt} = now() where id = $2`, [
    hash,
    user.id,
  ]);
  await deliverLink(ctx, { user, type, redirectTo, recipient, otp, hash });
}

export interface LinkDelivery {
  user: UserRow;
  type: EmailLinkType;
  redirectTo: string;
  recipient: string;
  otp: string;
  hash: string;
  /** For email_change: the address being changed to ({{ .NewEmail }}). */
  newEmail?: string;
}

/** Renders the type's template with GoTrue's variables and sends it; the token is already stored. */
export async function deliverLink(ctx: StackContext, delivery: LinkDelivery): Promise<void> {
  const { user, type, redirectTo, recipient, otp, hash } = delivery;
  await ctx.sendMail(
    authEmail(ctx.config, type, recipient, {
      SiteURL: ctx.config.auth.siteUrl,
      ConfirmationURL: actionLink(ctx, hash, type, redirectTo),
      Token: otp,
      TokenHash: hash,
      RedirectTo: redirectTo,
      Email: user.email ?? "",
      NewEmail: type === "email_change" ? (delivery.newEmail ?? recipient) : "",
      Data: user.raw_user_meta_data ?? {},
    }),
  );
}

/** GoTrue's action link: <api>/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>. */
export function actionLink(ctx: StackContext, hash: string, type: string, redirectTo: string): string {
  const link = new URL(`${ctx.config.apiUrl}/auth/v1/verify`);
  link.searchParams.set("token", hash);
  link.searchParams.set("type", type);
  link.searchParams.set("redirect_to", redirectTo);
  return link.toString();
}
