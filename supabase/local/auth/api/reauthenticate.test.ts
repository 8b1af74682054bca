// Secure password change ([auth.email] secure_password_change = true in config.toml): a session
// older than 24 hours changes the password only with the code reauthenticate() emails, as
// GoTrue's internal/api/user.go and reauthenticate.go decide. Driven by the official client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../config-overrides.ts";
import type { LocalStack } from "../../start.ts";
import { createConfirmedUser, otpIn, signedInClient, sleep, startTestStack } from "../../testing.ts";
import { claimsOf } from "./mfa-test-helpers.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
});
afterAll(async () => {
  await stack?.stop();
});

/** A signed-in user whose session began 25 hours ago (test setup ages the row instead of waiting). */
async function userWithOldSession(label: string) {
  const user = await createConfirmedUser(stack, label);
  const client = await signedInClient(stack, user.email, user.password);
  const { session } = (await client.auth.getSession()).data;
  await stack.ctx.db.query("update auth.sessions set created_at = now() - interval '25 hours' where id = $1", [
    claimsOf(session!.access_token).session_id,
  ]);
  return { user, client };
}

interface Summary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
}

/** The newest email to `address`, read through the inbox's Mailpit-style API. */
async function newestEmailTo(address: string): Promise<{ subject: string; text: string }> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { messages: Summary[] };
  const summary = list.messages.find((message) => message.To.some((to) => to.Address === address));
  if (!summary) throw new Error(`no email to ${address}`);
  const message = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${summary.ID}`)).json()) as { Text: string };
  return { subject: summary.Subject, text: message.Text };
}

describe("secure password change", () => {
  it("is switched on in config.toml", () => {
    expect(stack.ctx.config.auth.securePasswordChange).toBe(true);
  });

  it("lets a session younger than 24 hours change the password without a code", async () => {
    const user = await createConfirmedUser(stack, "reauth-recent");
    const client = await signedInClient(stack, user.email, user.password);
    const { error } = await client.auth.updateUser({ password: "a-fresh-passphrase" });
    expect(error).toBeNull();
  });

  it("asks an older session to reauthenticate (reauthentication_needed)", async () => {
    const { client } = await userWithOldSession("reauth-needed");
    const { error } = await client.auth.updateUser({ password: "a-fresh-passphrase" });
    expect([error?.status, error?.code, error?.message]).toEqual([
      400,
      "reauthentication_needed",
      "Password update requires reauthentication",
    ]);
    // Other changes do not need it.
    expect((await client.auth.updateUser({ data: { theme: "dark" } })).error).toBeNull();
  });

  it("emails a code that, as the nonce, allows the change once; a wrong or reused nonce is refused", async () => {
    const { user, client } = await userWithOldSession("reauth-nonce");
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const email = await newestEmailTo(user.email);
    const code = otpIn(email.text);
    // The branded template config.toml names ([auth.email.template.reauthentication]).
    expect(email.subject).toBe("Your SentinelForge verification code");
    expect(email.text).toMatch(/^SentinelForge\n/);
    expect(email.text).toContain(`\n${code}\n`);
    expect(email.text).toContain("expires in 1 hour");

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await client.auth.updateUser({ password: "a-fresh-passphrase", nonce: wrongCode });
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      422,
      "reauthentication_not_valid",
      "Nonce has expired or is invalid",
    ]);

    expect((await client.auth.updateUser({ password: "a-fresh-passphrase", nonce: code })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: "another-fresh-passphrase", nonce: code });
    expect(reused.error?.code).toBe("reauthentication_not_valid");
    const relogin = await signedInClient(stack, user.email, "a-fresh-passphrase");
    expect((await relogin.auth.getUser()).data.user?.email).toBe(user.email);
  });

  it("refuses a code older than otp_expiry", async () => {
    const { user, client } = await userWithOldSession("reauth-expired");
    await client.auth.reauthenticate();
    const code = otpIn((await newestEmailTo(user.email)).text);
    await stack.ctx.db.query(
      "update auth.users set reauthentication_sent_at = now() - interval '3601 seconds' where id = $1",
      [user.id],
    );
    const { error } = await client.auth.updateUser({ password: "a-fresh-passphrase", nonce: code });
    expect(error?.code).toBe("reauthentication_not_valid");
  });

  it("sends at most one code per max_frequency", async () => {
    const { client } = await userWithOldSession("reauth-frequency");
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const again = await client.auth.reauthenticate();
    expect([again.error?.status, again.error?.code]).toEqual([429, "over_email_send_rate_limit"]);
    await sleep(1100);
    expect((await client.auth.reauthenticate()).error).toBeNull();
  });
});

describe("password quality", () => {
  it("refuses a leaked password (local-stack.toml's password_hibp_enabled) with GoTrue's pwned reason", async () => {
    const user = await createConfirmedUser(stack, "reauth-common");
    const client = await signedInClient(stack, user.email, user.password);
    const { error } = await client.auth.updateUser({ password: "Password123" });
    expect(error?.code).toBe("weak_password");
    expect(error?.message).toBe("Password is known to be weak and easy to guess, please choose a different one.");
    expect((error as { reasons?: string[] }).reasons).toEqual(["pwned"]);
  });
});
