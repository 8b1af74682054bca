// Sign-up, email confirmation and password recovery, driven by the official supabase-js client.
import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfigToml } from "../../config.ts";
import { SUPABASE_DIR } from "../../db/db.ts";
import { GENEROUS_AUTH_RATE_LIMITS, mergeToml } from "../../config-overrides.ts";
import type { LocalStack } from "../../start.ts";
import {
  anonClient,
  firstLink,
  followLink,
  latestMessageTo,
  startTestStack,
  type InboxMessage,
  uniqueEmail,
} from "../../testing.ts";
import type { TomlTable } from "../../toml.ts";
import { SEEDED_ADMIN } from "../../../tests/fixtures.ts";

let stack: LocalStack;

// What config.toml says, read here rather than through the stack's own config code.
const toml = readConfigToml(SUPABASE_DIR);
const section = (path: string[]) => path.reduce((table, key) => table[key] as TomlTable, toml);
const CONFIRM_SUBJECT = section(["auth", "email", "template", "confirmation"]).subject as string;
const RESET_SUBJECT = section(["auth", "email", "template", "recovery"]).subject as string;
const SENDER = { Name: section(["inbucket"]).sender_name, Address: section(["inbucket"]).admin_email };

/** Our sender and brand, a text part as well as the HTML, and no code the site could not accept. */
function expectBrandedEmail(message: InboxMessage) {
  expect(message.From).toEqual(SENDER);
  expect(message.HTML).toMatch(/>\s*SentinelForge\s*<\/td>/);
  expect(message.HTML).toMatch(/background-color:\s*#0f766e/);
  expect(message.Text).toMatch(/^SentinelForge\n/);
  expect(message.Text).toContain("Why you got this email:");
  // Six digits anywhere but in a colour (#475569) would be a code.
  expect(`${message.HTML}\n${message.Text}`).not.toMatch(/(?<![#\w])\d{6}\b/);
  // The button in the HTML and the link in the text part are the same link.
  const href = message.HTML.match(/<a href="([^"]+)"/)?.[1].replace(/&amp;/g, "&");
  expect(href).toBe(firstLink(message.Text));
}

/** Test setup: the last confirmation email to `email` as if sent past max_frequency (an hour here) ago. */
const ageConfirmation = (email: string) =>
  stack.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1", [
    email,
  ]);

async function confirmationsSentTo(email: string): Promise<number> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as {
    messages: Array<{ Subject: string; To: Array<{ Address: string }> }>;
  };
  return list.messages.filter((m) => m.Subject === CONFIRM_SUBJECT && m.To.some((to) => to.Address === email)).length;
}

beforeAll(async () => {
  stack = await startTestStack({
    // Signs up far more users from 127.0.0.1 than [auth.rate_limit] allows in an hour; an hour's
    // max_frequency, so "too soon" stays too soon however slowly a loaded machine answers (the
    // tests age the last email instead of waiting).
    configOverrides: mergeToml(GENEROUS_AUTH_RATE_LIMITS, { auth: { email: { max_frequency: "1h" } } }),
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe("sign-up with email confirmation", () => {
  it("returns the new user without a session and emails a confirmation link that signs the user in", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("signup");
    const { data, error } = await client.auth.signUp({
      email,
      password: "correct-horse",
      options: { data: { full_name: "Ada Lovelace" }, emailRedirectTo: "http://127.0.0.1:8080/welcome" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe("Ada Lovelace");
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const message = await latestMessageTo(stack.inboxUrl, email, CONFIRM_SUBJECT);
    expect(CONFIRM_SUBJECT).toBe("Confirm your SentinelForge account");
    expectBrandedEmail(message);
    expect(message.Text).toContain(`someone signed up for a SentinelForge account with ${email}.`);
    const link = firstLink(message.Text);
    expect(link).toContain(`${stack.apiUrl}/auth/v1/verify?token=`);
    expect(link).toContain("type=signup");

    const { status, location, fragment } = await followLink(link);
    expect(status).toBe(303);
    expect(location.startsWith("http://127.0.0.1:8080/welcome#")).toBe(true);
    expect([...fragment.keys()]).toEqual([
      "access_token",
      "expires_at",
      "expires_in",
      "refresh_token",
      "sb",
      "token_type",
      "type",
    ]);
    expect(fragment.get("type")).toBe("signup");

    const { data: userData, error: userError } = await client.auth.getUser(fragment.get("access_token") ?? "");
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe(email);
    expect(userData.user?.email_confirmed_at).toBeTruthy();
  });

  it("refuses to sign in before the email is confirmed", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("unconfirmed");
    await client.auth.signUp({ email, password: "correct-horse" });
    const { error } = await client.auth.signInWithPassword({ email, password: "correct-horse" });
    expect(error?.message).toBe("Email not confirmed");
    expect(error?.code).toBe("email_not_confirmed");
    expect(error?.status).toBe(400);
  });

  it("answers a wrong password on an unconfirmed account with invalid credentials, not 'not confirmed'", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("unconfirmed-wrong");
    await client.auth.signUp({ email, password: "correct-horse" });
    const { error } = await client.auth.signInWithPassword({ email, password: "wrong-horse" });
    expect(error?.code).toBe("invalid_credentials");
  });

  it("rejects signing up a confirmed email again with 'User already registered'", async () => {
    const client = anonClient(stack.apiUrl);
    const { data, error } = await client.auth.signUp({ email: SEEDED_ADMIN.email, password: "another-password" });
    expect(data.user).toBeNull();
    expect(error?.message).toBe("User already registered");
    expect(error?.code).toBe("user_already_exists");
    expect(error?.status).toBe(422);
  });

  it("re-sends the confirmation to an unconfirmed email, but not more often than max_frequency", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("resend");
    await client.auth.signUp({ email, password: "correct-horse" });
    const tooSoon = await client.auth.signUp({ email, password: "correct-horse" });
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await ageConfirmation(email);
    expect((await client.auth.signUp({ email, password: "correct-horse" })).error).toBeNull();
    expect(await confirmationsSentTo(email)).toBe(2);
  });

  it("answers a second sign-up of an unconfirmed address like a new registration, with nothing of the first registrant's", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("twice");
    const first = await client.auth.signUp({
      email,
      password: "first-pass-1",
      options: { data: { full_name: "First Registrant" } },
    });
    await ageConfirmation(email);
    const again = await client.auth.signUp({
      email,
      password: "second-pass-1",
      options: { data: { full_name: "Someone Else" } },
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    const user = again.data.user!;
    const firstUser = first.data.user!;
    expect(JSON.stringify(again.data)).not.toContain(firstUser.id);
    expect(JSON.stringify(again.data)).not.toContain("First Registrant");
    expect(user.user_metadata).toEqual({ full_name: "Someone Else" });
    expect(user.identities?.map((identity) => identity.user_id)).toEqual([user.id]);
    // The shape of a new registration's answer, so nothing tells the two cases apart.
    expect(Object.keys(user).sort()).toEqual(Object.keys(firstUser).sort());
    expect(Object.keys(user.identities![0]).sort()).toEqual(Object.keys(firstUser.identities![0]).sort());
    expect(Object.keys(user.identities![0].identity_data!).sort()).toEqual(
      Object.keys(firstUser.identities![0].identity_data!).sort(),
    );
    // The account stays as the first registrant left it; its address got the confirmation again.
    const stored = await stack.ctx.db.query<{ raw_user_meta_data: object }>(
      "select raw_user_meta_data from auth.users where email = $1",
      [email],
    );
    expect(stored.rows).toEqual([{ raw_user_meta_data: { full_name: "First Registrant" } }]);
    expect(await confirmationsSentTo(email)).toBe(2);
  });

  it("answers a confirmed address with hosted's throwaway user when SMS confirmations are on too", async () => {
    const auth = stack.ctx.config.auth;
    // Test setup: hosted's answer needs [auth.sms] enable_confirmations as well (units.test.ts checks
    // that mapping); this stack gives it for one request instead of a second stack starting.
    auth.duplicateSignup = "obfuscated-user";
    const answer = await anonClient(stack.apiUrl)
      .auth.signUp({ email: SEEDED_ADMIN.email, password: "another-pass-1", options: { data: { full_name: "X" } } })
      .finally(() => (auth.duplicateSignup = "error"));
    expect(answer.error).toBeNull();
    const admin = await stack.ctx.db.query<{ id: string }>("select id from auth.users where email = $1", [
      SEEDED_ADMIN.email,
    ]);
    expect(JSON.stringify(answer.data)).not.toContain(admin.rows[0].id);
    expect(answer.data.session).toBeNull();
    expect(answer.data.user).toMatchObject({
      email: SEEDED_ADMIN.email,
      role: "",
      identities: [],
      user_metadata: { full_name: "X" },
      app_metadata: { provider: "email", providers: ["email"] },
    });
    expect(answer.data.user?.email_confirmed_at).toBeUndefined();
    expect(answer.data.user?.last_sign_in_at).toBeUndefined();
  });

  it("rejects a short password with the weak-password reasons", async () => {
    const client = anonClient(stack.apiUrl);
    const { error } = await client.auth.signUp({ email: uniqueEmail("weak"), password: "k7!vQ" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.message).toBe("Password should be at least 6 characters.");
    expect(error?.code).toBe("weak_password");
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length"]);
  });

  it("rejects a leaked password with reason pwned, as local-stack.toml's password_hibp_enabled asks", async () => {
    const client = anonClient(stack.apiUrl);
    const leaked = await client.auth.signUp({ email: uniqueEmail("leaked"), password: "Password123" });
    expect(leaked.error).toBeInstanceOf(AuthWeakPasswordError);
    expect([leaked.error?.status, leaked.error?.message]).toEqual([
      422,
      "Password is known to be weak and easy to guess, please choose a different one.",
    ]);
    expect((leaked.error as AuthWeakPasswordError).reasons).toEqual(["pwned"]);
    const both = await client.auth.signUp({ email: uniqueEmail("leaked"), password: "12345" });
    expect(both.error?.message).toBe(
      "Password should be at least 6 characters. Password is known to be weak and easy to guess, please choose a different one.",
    );
    expect((both.error as AuthWeakPasswordError).reasons).toEqual(["length", "pwned"]);
  });

  it("checks the password before the duplicate, as GoTrue does", async () => {
    const { error } = await anonClient(stack.apiUrl).auth.signUp({ email: SEEDED_ADMIN.email, password: "123" });
    expect(error?.code).toBe("weak_password");
  });

  it("confirms with the link's token hash (verifyOtp), and refuses a code that was never sent", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("otp");
    await client.auth.signUp({ email, password: "correct-horse" });
    const link = new URL(firstLink((await latestMessageTo(stack.inboxUrl, email, CONFIRM_SUBJECT)).Text));
    const wrong = await client.auth.verifyOtp({ email, token: "000000", type: "signup" });
    expect(wrong.error?.code).toBe("otp_expired");
    const { data, error } = await client.auth.verifyOtp({
      token_hash: link.searchParams.get("token") ?? "",
      type: "signup",
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it("redirects a used or unknown link to the error fragment", async () => {
    const { status, fragment } = await followLink(
      `${stack.apiUrl}/auth/v1/verify?token=nope&type=signup&redirect_to=http://127.0.0.1:8080/`,
    );
    expect(status).toBe(303);
    expect(fragment.get("error")).toBe("access_denied");
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("sends links for foreign redirect targets to site_url instead", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("redirect");
    await client.auth.signUp({
      email,
      password: "correct-horse",
      options: { emailRedirectTo: "https://evil.example/steal" },
    });
    const link = firstLink((await latestMessageTo(stack.inboxUrl, email, CONFIRM_SUBJECT)).Text);
    const { location } = await followLink(link);
    expect(location.startsWith(`${stack.ctx.config.siteUrl}#access_token=`)).toBe(true);
  });
});

describe("password recovery", () => {
  it("emails a recovery link whose session can set a new password", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("recover");
    await client.auth.signUp({ email, password: "old-password" });
    await followLink(firstLink((await latestMessageTo(stack.inboxUrl, email, CONFIRM_SUBJECT)).Text));

    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: "http://127.0.0.1:8080/auth/reset-password",
    });
    expect(error).toBeNull();
    const message = await latestMessageTo(stack.inboxUrl, email, RESET_SUBJECT);
    expect(RESET_SUBJECT).toBe("Reset your SentinelForge password");
    expectBrandedEmail(message);
    expect(message.Text).toContain(`reset the password of the SentinelForge account registered with ${email}.`);
    const { location, fragment } = await followLink(firstLink(message.Text));
    expect(location.startsWith("http://127.0.0.1:8080/auth/reset-password#")).toBe(true);
    expect(fragment.get("type")).toBe("recovery");

    const recovered = anonClient(stack.apiUrl);
    const session = await recovered.auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(session.error).toBeNull();
    const update = await recovered.auth.updateUser({ password: "new-password" });
    expect(update.error).toBeNull();

    expect((await client.auth.signInWithPassword({ email, password: "old-password" })).error?.code).toBe(
      "invalid_credentials",
    );
    const signIn = await client.auth.signInWithPassword({ email, password: "new-password" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(email);
  });

  it("answers {} for an unknown email without sending anything", async () => {
    const before = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { total: number };
    const { data, error } = await anonClient(stack.apiUrl).auth.resetPasswordForEmail(uniqueEmail("nobody"));
    expect(error).toBeNull();
    expect(data).toEqual({});
    const after = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { total: number };
    expect(after.total).toBe(before.total);
  });
});
