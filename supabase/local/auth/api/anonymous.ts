// POST /signup without an email or phone: GoTrue's anonymous sign-in (anonymous.go), which
// signup.ts dispatches to as api.go does.
import { randomUUID } from "node:crypto";
import type { StackContext } from "../../context.ts";
import { errors } from "./errors.ts";
import { assertMetadataSize } from "./metadata.ts";
import { objectField, type JsonObject } from "./request.ts";
import { startSession, type SessionJson } from "../models/sessions.ts";
import { findUserById } from "../models/users.ts";

/** GoTrue's SignupAnonymously: a user with no email or phone, signed in at once. */
export async function signInAnonymously(ctx: StackContext, body: JsonObject): Promise<SessionJson> {
  if (!ctx.config.auth.enableSignup) throw errors.signupDisabled();
  const data = objectField(body, "data") ?? {};
  assertMetadataSize(data);
  return ctx.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, is_anonymous,
         last_sign_in_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '{}'::jsonb,
         $2::jsonb, true, now())`,
      [id, JSON.stringify(data)],
    );
    const user = await findUserById(tx, id);
    if (!user) throw new Error("anonymous user vanished right after insert");
    return startSession(tx, ctx.config.auth, user, "anonymous");
  });
}
