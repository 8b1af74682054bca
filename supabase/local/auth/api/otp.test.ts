// signInWithOtp, magic links, verifyOtp (code and token_hash), GET /verify, resend, anonymous
// sign-ins and double-confirmed email changes, through the official client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS, mergeToml } from "../../config-overrides.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import {
  anonClient,
  firstLink,
  followLink,
  latestMessageTo,
  sleep,
  startTestStack,
  uniqueEmail,
} from "../../testing.ts";

let stack: LocalStack;
const subject = (kind: "confirmation" | "magic_link" | "email_change") =>
  stack.ctx.config.auth.emailTemplates[kind].subject;
const admin = () => anonClient(stack.apiUrl, SERVICE_ROLE_KEY).auth.admin;

beforeAll(async () => {
  stack = await startTestStack({
    configOverrides: mergeToml(GENEROUS_AUTH_RATE_LIMITS, { auth: { enable_anonymous_sign_ins: true } }),
  });
});
afterAll(() => stack?.stop());

async function confirmedUser(): Promise<string> {
  const email = uniqueEmail("otp");
  await admin().createUser({ email, password: "otp-password-1", email_confirm: true });
  return email;
}

describe("signInWithOtp and magic links", () => {
  it("signs up an unknown address with the confirmation email, whose link signs in", async () => {
    const email = uniqueEmail("otp-new");
    const { data, error } = await anonClient(stack.apiUrl).auth.signInWithOtp({ email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const message = await latestMessageTo(stack.inboxUrl, email, subject("confirmation"));
    const { fragment } = await followLink(firstLink(message.Text));
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("access_token")).toBeTruthy();
  });

  it("sends a known user the magic_link email; the link works once, then otp_expired", async () => {
    const email = await confirmedUser();
    const { error } = await anonClient(stack.apiUrl).auth.signInWithOtp({ email });
    expect(error).toBeNull();
    const link = firstLink((await latestMessageTo(stack.inboxUrl, email, subject("magic_link"))).Text);
    expect(link).toContain("type=magiclink");
    const first = await followLink(link);
    expect(first.status).toBe(303);
    expect(first.fragment.get("type")).toBe("magiclink");
    const again = await followLink(link);
    expect(again.fragment.get("error_code")).toBe("otp_expired");
    expect(again.fragment.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("refuses unknown addresses with shouldCreateUser: false (otp_disabled)", async () => {
    const { error } = await anonClient(stack.apiUrl).auth.signInWithOtp({
      email: uniqueEmail("otp-nocreate"),
      options: { shouldCreateUser: false },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("otp_disabled");
    expect(error?.message).toBe("Signups not allowed for otp");
  });

  it("verifies a typed code as type email or magiclink, and a used or wrong code is otp_expired", async () => {
    const email = await confirmedUser();
    const { data } = await admin().generateLink({ type: "magiclink", email });
    const client = anonClient(stack.apiUrl);
    const ok = await client.auth.verifyOtp({ email, token: data.properties!.email_otp, type: "email" });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
    const used = await client.auth.verifyOtp({ email, token: data.properties!.email_otp, type: "email" });
    expect(used.error?.status).toBe(403);
    expect(used.error?.code).toBe("otp_expired");
    expect(used.error?.message).toBe("Token has expired or is invalid");

    const recovery = await admin().generateLink({ type: "recovery", email });
    const viaRecovery = await client.auth.verifyOtp({
      email,
      token: recovery.data.properties!.email_otp,
      type: "recovery",
    });
    expect(viaRecovery.error).toBeNull();
  });

  it("voids an address's codes after 5 wrong guesses, so brute force fails", async () => {
    const email = await confirmedUser();
    const { data } = await admin().generateLink({ type: "magiclink", email });
    const right = data.properties!.email_otp;
    const client = anonClient(stack.apiUrl);
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0");
      expect((await client.auth.verifyOtp({ email, token: wrong, type: "email" })).error?.code).toBe("otp_expired");
    }
    const late = await client.auth.verifyOtp({ email, token: right, type: "email" });
    expect(late.error?.code).toBe("otp_expired");
  });
});

describe("resend", () => {
  it("resends the signup confirmation, honouring max_frequency", async () => {
    const email = uniqueEmail("resend");
    await anonClient(stack.apiUrl).auth.signUp({ email, password: "resend-pass-1" });
    const tooSoon = await anonClient(stack.apiUrl).auth.resend({ type: "signup", email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await sleep(1100);
    const { error } = await anonClient(stack.apiUrl).auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    const { fragment } = await followLink(
      firstLink((await latestMessageTo(stack.inboxUrl, email, subject("confirmation"))).Text),
    );
    expect(fragment.get("type")).toBe("signup");
    // Unknown and confirmed addresses get {} and no email.
    expect((await anonClient(stack.apiUrl).auth.resend({ type: "signup", email: uniqueEmail("x") })).error).toBeNull();
  });
});

describe("email changes with double_confirm_changes = true", () => {
  it("writes to both addresses and changes only after both codes are verified", async () => {
    const oldEmail = await confirmedUser();
    const newEmail = uniqueEmail("otp-changed");
    const client = anonClient(stack.apiUrl);
    await client.auth.signInWithPassword({ email: oldEmail, password: "otp-password-1" });
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const toOld = await latestMessageTo(stack.inboxUrl, oldEmail, subject("email_change"));
    const toNew = await latestMessageTo(stack.inboxUrl, newEmail, subject("email_change"));
    const oldHash = new URL(firstLink(toOld.Text)).searchParams.get("token")!;
    const newHash = new URL(firstLink(toNew.Text)).searchParams.get("token")!;
    expect(oldHash).not.toBe(newHash);

    const first = await fetch(`${stack.apiUrl}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ token_hash: newHash, type: "email_change" }),
    });
    expect(await first.json()).toEqual({
      msg: "Confirmation link accepted. Please proceed to confirm link sent to the other email",
      code: "200",
    });
    expect((await admin().listUsers()).data.users.find((u) => u.email === oldEmail)).toBeTruthy();
    const second = await anonClient(stack.apiUrl).auth.verifyOtp({ token_hash: oldHash, type: "email_change" });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });
});

describe("anonymous sign-ins", () => {
  it("signs in anonymously with is_anonymous, then links an email with updateUser", async () => {
    const client = anonClient(stack.apiUrl);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { cart: 2 } } });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.email).toBe("");
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.app_metadata).toEqual({});
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1], "base64url").toString());
    expect(claims.is_anonymous).toBe(true);
    expect(claims.email).toBe("");
    expect(claims.amr[0].method).toBe("anonymous");

    const email = uniqueEmail("anon-linked");
    const linked = await client.auth.updateUser({ email });
    expect(linked.error).toBeNull();
    expect(linked.data.user?.new_email).toBe(email);
    // No current address, so only the new one is asked, and one link finishes the change.
    const { fragment } = await followLink(
      firstLink((await latestMessageTo(stack.inboxUrl, email, subject("email_change"))).Text),
    );
    expect(fragment.get("type")).toBe("email_change");
    const after = await anonClient(stack.apiUrl).auth.getUser(fragment.get("access_token")!);
    expect(after.data.user?.email).toBe(email);
    expect(after.data.user?.is_anonymous).toBe(false);
  });
});

describe("with double_confirm_changes = false and anonymous sign-ins off", () => {
  let single: LocalStack;
  beforeAll(async () => {
    single = await startTestStack({
      configOverrides: mergeToml(GENEROUS_AUTH_RATE_LIMITS, { auth: { email: { double_confirm_changes: false } } }),
    });
  });
  afterAll(() => single?.stop());

  it("asks only the new address, and its link makes the change", async () => {
    const oldEmail = uniqueEmail("single-old");
    await anonClient(single.apiUrl, SERVICE_ROLE_KEY).auth.admin.createUser({
      email: oldEmail,
      password: "single-pass-1",
      email_confirm: true,
    });
    const client = anonClient(single.apiUrl);
    await client.auth.signInWithPassword({ email: oldEmail, password: "single-pass-1" });
    const newEmail = uniqueEmail("single-new");
    await client.auth.updateUser({ email: newEmail });
    const subjectText = single.ctx.config.auth.emailTemplates.email_change.subject;
    await expect(latestMessageTo(single.inboxUrl, oldEmail, subjectText)).rejects.toThrow();
    const { fragment } = await followLink(
      firstLink((await latestMessageTo(single.inboxUrl, newEmail, subjectText)).Text),
    );
    expect(fragment.get("type")).toBe("email_change");
  });

  it("refuses anonymous sign-ins with anonymous_provider_disabled", async () => {
    const { error } = await anonClient(single.apiUrl).auth.signInAnonymously();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("anonymous_provider_disabled");
    expect(error?.message).toBe("Anonymous sign-ins are disabled");
  });
});
