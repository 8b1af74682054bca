// Sign-up with `[auth.email] enable_confirmations = false`, as `supabase start` ships it: GoTrue
// confirms the address at once and answers with a session, its user already signed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../start.ts";
import { anonClient, startTestStack, uniqueEmail } from "../../testing.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: { auth: { email: { enable_confirmations: false } } } });
});

afterAll(async () => {
  await stack?.stop();
});

describe("auto-confirmed sign-up", () => {
  it("returns a session whose user has last_sign_in_at, as GoTrue's issueRefreshToken stamps it", async () => {
    const before = Date.now();
    const { data, error } = await anonClient(stack.apiUrl).auth.signUp({
      email: uniqueEmail("autoconfirm"),
      password: "correct-horse-battery",
    });
    expect(error).toBeNull();
    const user = data.session?.user;
    expect(user?.email_confirmed_at).toBeDefined();
    const signedInAt = Date.parse(user?.last_sign_in_at ?? "");
    expect(signedInAt).toBeGreaterThanOrEqual(before - 1000);
    expect(data.user?.last_sign_in_at).toBe(user?.last_sign_in_at);
    const stored = await stack.ctx.db.query<{ last_sign_in_at: Date }>(
      "select last_sign_in_at from auth.users where id = $1",
      [user?.id],
    );
    expect(stored.rows[0].last_sign_in_at.toISOString()).toBe(user?.last_sign_in_at);
  });
});
