// What PUT /user checks before a sensitive change, in GoTrue's order (internal/api/user.go): a
// user with a verified factor changes email or password only from an aal2 session, and with
// secure_password_change a password change needs a recent sign-in or the reauthentication nonce.
import type { StackContext } from "../../context.ts";
import { mfaErrors } from "./mfa-errors.ts";
import { consumeReauthenticationNonce, passwordChangeNeedsNonce } from "./reauthenticate.ts";
import type { UserRow } from "../models/users.ts";

export interface SensitiveUpdate {
  password?: string;
  newEmail?: string;
  nonce?: string;
}

export async function guardSensitiveUpdate(
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
  update: SensitiveUpdate,
): Promise<void> {
  const changesPassword = update.password !== undefined && update.password !== "";
  const changesEmail = update.newEmail !== undefined && update.newEmail !== "" && update.newEmail !== user.email;
  if (changesPassword || changesEmail) {
    const state = await ctx.db.query<{ has_mfa: boolean; aal: string | null }>(
      `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as has_mfa,
              (select aal::text from auth.sessions where id = $2) as aal`,
      [user.id, sessionId],
    );
    const { has_mfa: hasMfa, aal } = state.rows[0];
    if (hasMfa && aal !== "aal2") throw mfaErrors.updateNeedsAal2();
  }
  if (update.password !== undefined && (await passwordChangeNeedsNonce(ctx, ctx.db, sessionId))) {
    if (!update.nonce) throw mfaErrors.reauthenticationNeeded();
    await consumeReauthenticationNonce(ctx, ctx.db, user, update.nonce);
  }
}
