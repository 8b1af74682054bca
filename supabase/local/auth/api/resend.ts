// POST /resend (GoTrue's resend.go): sends the signup confirmation or the email-change emails
// again, throttled by max_frequency like the first ones. Unknown addresses, confirmed users and
// users with no pending change get {} and no email.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { requestEmailChange } from "./email-change.ts";
import { errors } from "./errors.ts";
import { sendLinkEmail } from "../mailer/link-emails.ts";
import { resolveRedirect } from "./redirects.ts";
import { normalizeEmail, queryOf, stringField, type JsonObject } from "./request.ts";
import { findUserByEmail } from "../models/users.ts";

const TYPES = ["signup", "email_change", "sms", "phone_change"];

export async function resend(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const type = stringField(body, "type") ?? "";
  const rawEmail = stringField(body, "email");
  const phone = stringField(body, "phone");
  if (!TYPES.includes(type)) {
    throw errors.validation("Missing one of these types: signup, email_change, sms, phone_change");
  }
  if (!rawEmail && type === "signup") throw errors.validation("Type provided requires an email address");
  if (!phone && type === "sms") throw errors.validation("Type provided requires a phone number");
  if (rawEmail && phone) throw errors.validation("Only an email address or phone number should be provided.");
  if (phone) throw errors.phoneLoginsDisabled();
  if (!rawEmail) throw errors.validation("Missing email address or phone number");
  const email = normalizeEmail(rawEmail);
  const redirectTo = resolveRedirect(queryOf(req).get("redirect_to"), ctx.config.auth);

  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  if (type === "signup") {
    if (user.email_confirmed_at) return {};
    await ctx.db.transaction((tx) => sendLinkEmail(ctx, tx, { user, type: "signup", redirectTo }));
  } else if (type === "email_change") {
    if (!user.email_change) return {};
    const newEmail = user.email_change;
    await ctx.db.transaction((tx) => requestEmailChange(ctx, tx, user, newEmail, redirectTo));
  }
  return {};
}
