// GoTrue's security notifications (internal/api/mail.go's send…Notification, templatemailer.go's
// …NotificationMail): sent after the change, when `[auth.email.notification.<kind>]` enables it and
// the user has an address. They count against the email_sent limit like every auth email, but a
// notification that cannot go out (over the limit, a failing mailer) never fails the change: GoTrue
// logs a warning and answers as usual, and so does the local stack.
import type { AuthNotificationKind, StackContext } from "../../context.ts";
import { emailSendLimiter } from "../api/rate-limits.ts";
import type { UserRow } from "../models/users.ts";
import { renderAuthEmail } from "./email-templates.ts";

/** The notifications the local stack has an event for, and what each one's template may show beyond {{ .Email }}. */
interface NotificationDetails {
  password_changed: Record<string, never>;
  /** The address before the change: the email goes there ({{ .Email }} is the new one). */
  email_changed: { OldEmail: string };
  mfa_factor_enrolled: { FactorType: string };
  mfa_factor_unenrolled: { FactorType: string };
}

export async function sendNotification<K extends keyof NotificationDetails & AuthNotificationKind>(
  ctx: StackContext,
  kind: K,
  user: Pick<UserRow, "email" | "raw_user_meta_data">,
  details: NotificationDetails[K],
): Promise<void> {
  const notification = ctx.config.auth.emailNotifications[kind];
  const to = "OldEmail" in details ? details.OldEmail : user.email;
  if (!notification.enabled || !to) return;
  try {
    // GoTrue counts email_sent only when confirmations are on (its TODO keeps autoconfirm exempt).
    if (ctx.config.auth.enableConfirmations) emailSendLimiter(ctx.config.auth).take();
    const rendered = renderAuthEmail(notification, {
      SiteURL: ctx.config.auth.siteUrl,
      ConfirmationURL: "",
      Token: "",
      TokenHash: "",
      RedirectTo: "",
      Email: user.email,
      NewEmail: "",
      Data: user.raw_user_meta_data ?? {},
      ...details,
    });
    await ctx.sendMail({ to, from: ctx.config.mailFrom, ...rendered });
  } catch (error) {
    console.warn(`[local-stack] auth: unable to send ${kind} notification email: ${(error as Error).message}`);
  }
}
