// POST /invite and POST /admin/generate_link (GoTrue's invite.go and mail.go adminGenerateLink):
// the invite email, and links for signup, invite, magiclink, recovery and both halves of an email
// change, answered with the user plus action_link, email_otp, hashed_token, verification_type and
// redirect_to.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { mergeMetadata } from "./admin-users.ts";
import { errors } from "./errors.ts";
import { actionLink, deliverLink } from "../mailer/link-emails.ts";
import { assertMetadataSize } from "./metadata.ts";
import { hashPassword } from "../crypto/password-hashing.ts";
import { assertPasswordAcceptable } from "./password-rules.ts";
import { emailSendLimiter } from "./rate-limits.ts";
import { resolveRedirect } from "./redirects.ts";
import { normalizeEmail, objectField, queryOf, stringField, type JsonObject } from "./request.ts";
import { generateOtp, tokenHash } from "../crypto/secrets.ts";
import { createUser, findUserByEmail, findUserById, toUserJson } from "../models/users.ts";

export async function invite(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const email = normalizeEmail(stringField(body, "email"));
  const data = objectField(body, "data") ?? {};
  assertMetadataSize(data);
  const redirectTo = resolveRedirect(
    queryOf(req).get("redirect_to") ?? stringField(body, "redirect_to"),
    ctx.config.auth,
  );
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw errors.emailExists();
  const user = await ctx.db.transaction(async (tx) => {
    const invited =
      existing ?? (await createUser(tx, { email, passwordHash: "", userMetadata: data, confirmed: false }));
    emailSendLimiter(ctx.config.auth).take();
    const otp = generateOtp();
    const hash = tokenHash(email, otp);
    await tx.query(
      `update auth.users set confirmation_token = $1, confirmation_sent_at = now(), invited_at = now() where id = $2`,
      [hash, invited.id],
    );
    await deliverLink(ctx, { user: invited, type: "invite", redirectTo, recipient: email, otp, hash });
    return findUserById(tx, invited.id);
  });
  if (!user) throw errors.adminUserNotFound();
  return toUserJson(user);
}

const LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"];

export async function generateLink(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const config = ctx.config.auth;
  let type = stringField(body, "type") ?? "";
  const email = normalizeEmail(stringField(body, "email"));
  const data = objectField(body, "data");
  assertMetadataSize(data);
  const redirectTo = resolveRedirect(stringField(body, "redirect_to") ?? queryOf(req).get("redirect_to"), config);
  let user = await findUserByEmail(ctx.db, email);
  if (!LINK_TYPES.includes(type)) throw errors.validation(`Invalid email action link type requested: ${type}`);
  if (!user && type === "magiclink") type = "signup";
  if (!user && ["recovery", "email_change_current", "email_change_new"].includes(type)) {
    throw errors.adminUserNotFoundByEmail();
  }
  if (type === "email_change_current" && !config.doubleConfirmChanges) {
    throw errors.validation("Enable secure email change to generate link for current email");
  }
  let passwordHash = "";
  if (type === "signup" && !user) {
    const password = stringField(body, "password") ?? "";
    if (!password) throw errors.passwordRequired();
    assertPasswordAcceptable(password, config);
    passwordHash = await hashPassword(password);
  }
  const otp = generateOtp();
  const hashed = tokenHash(email, otp);
  let linkHash = hashed;
  const result = await ctx.db.transaction(async (tx) => {
    if ((type === "signup" || type === "invite") && user?.email_confirmed_at) throw errors.emailExists();
    user ??= await createUser(tx, { email, passwordHash, userMetadata: data ?? {}, confirmed: false });
    const id = user.id;
    if (type === "magiclink" || type === "recovery") {
      await tx.query("update auth.users set recovery_token = $1, recovery_sent_at = now() where id = $2", [hashed, id]);
    } else if (type === "signup" || type === "invite") {
      if (type === "signup" && data) await mergeMetadata(tx, "raw_user_meta_data", id, data);
      await tx.query(
        `update auth.users set confirmation_token = $1, confirmation_sent_at = now()${type === "invite" ? ", invited_at = now()" : ""}
          where id = $2`,
        [hashed, id],
      );
    } else {
      const newEmail = normalizeEmail(stringField(body, "new_email"));
      const owner = await findUserByEmail(tx, newEmail);
      if (owner && owner.id !== id) throw errors.emailExists();
      const current = type === "email_change_current";
      if (!current) linkHash = tokenHash(newEmail, otp);
      await tx.query(
        `update auth.users set email_change = $1, email_change_sent_at = now(), email_change_confirm_status = 0,
           ${current ? "email_change_token_current" : "email_change_token_new"} = $2 where id = $3`,
        [newEmail, linkHash, id],
      );
    }
    return findUserById(tx, id);
  });
  if (!result) throw errors.adminUserNotFound();
  const linkType = type.startsWith("email_change") ? "email_change" : type;
  return {
    ...toUserJson(result),
    action_link: actionLink(ctx, linkHash, linkType, redirectTo),
    email_otp: otp,
    hashed_token: hashed,
    verification_type: type,
    redirect_to: redirectTo,
  };
}
