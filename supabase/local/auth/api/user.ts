// GET /user and PUT /user: the signed-in user reads and updates itself.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { errors } from "./errors.ts";
import { requestEmailChange } from "./email-change.ts";
import { assertMetadataSize } from "./metadata.ts";
import { hashPassword, verifyPassword } from "../crypto/password-hashing.ts";
import { assertPasswordAcceptable } from "./password-rules.ts";
import { resolveRedirect } from "./redirects.ts";
import { authenticateUser, normalizeEmail, objectField, queryOf, stringField, type JsonObject } from "./request.ts";
import { guardSensitiveUpdate } from "./user-guards.ts";
import { sendNotification } from "../mailer/notifications.ts";
import { findUserByEmail, findUserById, toUserJson, type Queryable, type UserRow } from "../models/users.ts";

export async function getUser(ctx: StackContext, req: IncomingMessage): Promise<JsonObject> {
  const { user } = await authenticateUser(ctx, req);
  return toUserJson(user);
}

export async function updateUser(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const { user, sessionId } = await authenticateUser(ctx, req);
  const password = stringField(body, "password");
  const data = objectField(body, "data");
  const newEmail = stringField(body, "email");
  if (data) assertMetadataSize({ ...(user.raw_user_meta_data ?? {}), ...data });

  if (password !== undefined) assertPasswordAcceptable(password, ctx.config.auth);
  await guardSensitiveUpdate(ctx, user, sessionId, { password, newEmail, nonce: stringField(body, "nonce") });
  let passwordHash: string | undefined;
  if (password !== undefined) {
    if (await verifyPassword(password, user.encrypted_password)) throw errors.samePassword();
    passwordHash = await hashPassword(password);
  }

  await ctx.db.transaction(async (tx) => {
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (passwordHash) {
      await tx.query("update auth.users set encrypted_password = $1, updated_at = now() where id = $2", [
        passwordHash,
        user.id,
      ]);
      // A new password signs out every other device, as GoTrue does.
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId]);
    }
    if (newEmail !== undefined) await changeEmail(ctx, tx, req, user, normalizeEmail(newEmail));
  });
  if (passwordHash) await sendNotification(ctx, "password_changed", user, {});
  const updated = await findUserById(ctx.db, user.id);
  return toUserJson(updated ?? user);
}

/** `data` is merged key by key; a null value removes the key. */
async function mergeUserMetadata(tx: Queryable, userId: string, data: JsonObject): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users
        set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $1::jsonb) - $2::text[],
            updated_at = now()
      where id = $3`,
    [JSON.stringify(kept), removed, userId],
  );
}

async function changeEmail(
  ctx: StackContext,
  tx: Queryable,
  req: IncomingMessage,
  user: UserRow,
  email: string,
): Promise<void> {
  if (email === user.email) return;
  const owner = await findUserByEmail(tx, email);
  if (owner && owner.id !== user.id) throw errors.emailExists();
  if (!ctx.config.auth.enableConfirmations) {
    await tx.query("update auth.users set email = $1, updated_at = now() where id = $2", [email, user.id]);
    return;
  }
  // The change takes effect when the emailed link(s) are followed (email-change.ts).
  const redirectTo = resolveRedirect(queryOf(req).get("redirect_to"), ctx.config.auth);
  await requestEmailChange(ctx, tx, user, email, redirectTo);
}
