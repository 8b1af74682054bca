// A per-address cap on wrong codes typed into POST /verify. GoTrue relies on the per-IP
// token_verifications limit alone; the local stack also voids an address's outstanding email codes
// (signup, invite, magic link, recovery, email change) after MAX_WRONG_CODES wrong guesses in a
// row, so a 6-digit code cannot be brute-forced from many addresses either. The right code after
// that answers otp_expired, as any used-up code does; the user asks for a new email.
import type { AuthConfig, StackContext } from "../../context.ts";
import { AuthError } from "./errors.ts";

export const MAX_WRONG_CODES = 5;

const wrongCodes = new WeakMap<AuthConfig, Map<string, number>>();

function countsFor(config: AuthConfig): Map<string, number> {
  let counts = wrongCodes.get(config);
  if (!counts) {
    counts = new Map();
    wrongCodes.set(config, counts);
  }
  return counts;
}

export async function redeemOtp<T>(ctx: StackContext, email: string, redeem: () => Promise<T>): Promise<T> {
  const counts = countsFor(ctx.config.auth);
  try {
    const result = await redeem();
    counts.delete(email);
    return result;
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== "otp_expired") throw error;
    const wrong = (counts.get(email) ?? 0) + 1;
    if (wrong < MAX_WRONG_CODES) {
      if (counts.size > 10_000) counts.clear();
      counts.set(email, wrong);
      throw error;
    }
    counts.delete(email);
    await ctx.db.query(
      `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
         email_change_token_current = '' where lower(email) = $1 or lower(email_change) = $1`,
      [email],
    );
    throw error;
  }
}
