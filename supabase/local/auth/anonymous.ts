// POST /signup without an email or phone: GoTrue's anonymous sign-in (api.go, anonymous.go).
// Refused with anonymous_provider_disabled unless [auth] enable_anonymous_sign_ins is on; counted
// against anonymous_users per IP per hour, while a real sign-up counts against sign_in_sign_ups.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../context.ts";
import { clientAddressOf } from "../gateway/client-address.ts";
import { errors } from "./errors.ts";
import { assertMetadataSize } from "./metadata.ts";
import { requestRateLimiter } from "./rate-limits.ts";
import { objectField, stringField, type JsonObject } from "./request.ts";
import { startSession, type SessionJson } from "./sessions.ts";
import { signUp } from "./signup.ts";
import { findUserById } from "./users.ts";

export async function signUpRoute(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<object> {
  const limiter = requestRateLimiter(ctx.config.auth);
  if (!stringField(body, "email") && !stringField(body, "phone")) {
    if (!ctx.config.auth.enableAnonymousSignIns) throw errors.anonymousDisabled();
    limiter.check(clientAddressOf(req), "anonymousSignIns");
    return signInAnonymously(ctx, body);
  }
  limiter.check(clientAddressOf(req), "signups");
  if (stringField(body, "phone") && !stringField(body, "email")) {
    throw errors.phoneSignupsDisabled();
  }
  return signUp(ctx, req, body);
}

async function signInAnonymously(ctx: StackContext, body: JsonObject): Promise<SessionJson> {
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
