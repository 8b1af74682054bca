// POST /otp and POST /magiclink with an email (GoTrue's otp.go, magic_link.go): a known,
// confirmed user gets the magic_link email (a link and a 6-digit code, redeemed as `magiclink` or
// `email`); an unknown address is signed up first (unless create_user is false) and gets the
// confirmation email instead. Always {} so the answer does not reveal who has an account.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { errors } from "./errors.ts";
import { sendLinkEmail } from "../mailer/link-emails.ts";
import { assertMetadataSize } from "./metadata.ts";
import { resolveRedirect } from "./redirects.ts";
import { normalizeEmail, objectField, queryOf, stringField, type JsonObject } from "./request.ts";
import { createUser, findUserByEmail } from "../models/users.ts";

function booleanField(body: JsonObject, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "boolean") throw errors.badJson(`field "${key}" must be a boolean`);
  return value;
}

export async function signInWithOtp(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  if (stringField(body, "phone") && !stringField(body, "email")) {
    throw errors.phoneLoginsDisabled();
  }
  return sendMagicLink(ctx, req, body, booleanField(body, "create_user", true));
}

/** POST /magiclink: the older endpoint, which always creates unknown users. */
export function magicLinkRoute(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  return sendMagicLink(ctx, req, body, true);
}

async function sendMagicLink(
  ctx: StackContext,
  req: IncomingMessage,
  body: JsonObject,
  createIfMissing: boolean,
): Promise<JsonObject> {
  const config = ctx.config.auth;
  const email = normalizeEmail(stringField(body, "email"));
  const data = objectField(body, "data") ?? {};
  assertMetadataSize(data);
  const redirectTo = resolveRedirect(queryOf(req).get("redirect_to") ?? stringField(body, "redirect_to"), config);
  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    if (!createIfMissing) throw errors.otpDisabled();
    if (!config.enableSignup) throw errors.signupDisabled();
    user = await ctx.db
      .transaction((tx) =>
        createUser(tx, { email, passwordHash: "", userMetadata: data, confirmed: !config.enableConfirmations }),
      )
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === "23505") throw errors.userAlreadyExists();
        throw error;
      });
  }
  const recipient = user;
  if (!recipient.email_confirmed_at && config.enableConfirmations) {
    await ctx.db.transaction((tx) => sendLinkEmail(ctx, tx, { user: recipient, type: "signup", redirectTo }));
  } else {
    await ctx.db.transaction((tx) => sendLinkEmail(ctx, tx, { user: recipient, type: "magiclink", redirectTo }));
  }
  return {};
}
