// POST /recover: always answers {} for a well-formed address, so nobody can probe which emails
// have accounts; known users get a "Reset Your Password" link.
import type { IncomingMessage } from "node:http";
import type { StackContext } from "../../context.ts";
import { sendLinkEmail } from "../mailer/link-emails.ts";
import { resolveRedirect } from "./redirects.ts";
import { normalizeEmail, queryOf, stringField, type JsonObject } from "./request.ts";
import { findUserByEmail } from "../models/users.ts";

export async function recoverPassword(ctx: StackContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const email = normalizeEmail(stringField(body, "email"));
  const redirectTo = resolveRedirect(
    queryOf(req).get("redirect_to") ?? stringField(body, "redirect_to"),
    ctx.config.auth,
  );
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    await ctx.db.transaction((tx) => sendLinkEmail(ctx, tx, { user, type: "recovery", redirectTo }));
  }
  return {};
}
