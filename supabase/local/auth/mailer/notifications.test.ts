// GoTrue's security notifications, driven by the official client: config.toml enables the four the
// site needs ([auth.email.notification.*]), each sent after its change to the account's address
// (for an email change, the old one); a stack with them off sends none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS, mergeToml, type TomlOverrides } from "../../config-overrides.ts";
import type { AuthNotificationKind } from "../../context.ts";
import type { LocalStack } from "../../start.ts";
import {
  createConfirmedUser,
  firstLink,
  followLink,
  latestMessageTo,
  signedInClient,
  startTestStack,
} from "../../testing.ts";
import { authenticatorCode, enrollVerifiedTotp } from "../api/mfa-test-helpers.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
});
afterAll(async () => {
  await stack?.stop();
});

const subjectOf = (kind: AuthNotificationKind, on = stack) => on.ctx.config.auth.emailNotifications[kind].subject;

/** The subjects of every email to `address`, newest first. */
async function subjectsTo(on: LocalStack, address: string): Promise<string[]> {
  const list = (await (await fetch(`${on.inboxUrl}/api/v1/messages`)).json()) as {
    messages: Array<{ Subject: string; To: Array<{ Address: string }> }>;
  };
  return list.messages.filter((message) => message.To.some((to) => to.Address === address)).map((m) => m.Subject);
}

describe("with config.toml's notifications", () => {
  it("sends the account's address the branded notice once its password changed", async () => {
    const user = await createConfirmedUser(stack, "notify-password");
    const client = await signedInClient(stack, user.email, user.password);
    expect((await client.auth.updateUser({ password: "another-long-passphrase" })).error).toBeNull();
    const message = await latestMessageTo(stack.inboxUrl, user.email, "Your SentinelForge password was changed");
    expect(message.Text).toContain(`The password of the SentinelForge account for ${user.email} was just changed.`);
    expect(message.Text).toContain(`${stack.ctx.config.auth.siteUrl}/settings`);
    expect(message.Text).toContain(`${stack.ctx.config.auth.siteUrl}/contact`);
  });

  it("tells of a TOTP factor when its enrollment completes, not at each later verification, and when it is removed", async () => {
    const user = await createConfirmedUser(stack, "notify-mfa");
    const client = await signedInClient(stack, user.email, user.password);
    const { factorId, secret } = await enrollVerifiedTotp(client);
    const enrolled = await latestMessageTo(stack.inboxUrl, user.email, subjectOf("mfa_factor_enrolled"));
    expect(enrolled.Text).toContain(
      `A new two-factor method (totp) was added to the SentinelForge account for ${user.email}.`,
    );

    // Signing in again with the factor verifies it once more: no second notice.
    const again = await signedInClient(stack, user.email, user.password);
    const verified = await again.auth.mfa.challengeAndVerify({ factorId, code: authenticatorCode(secret) });
    expect(verified.error).toBeNull();
    expect((await subjectsTo(stack, user.email)).filter((s) => s === subjectOf("mfa_factor_enrolled"))).toHaveLength(1);

    expect((await again.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const removed = await latestMessageTo(stack.inboxUrl, user.email, subjectOf("mfa_factor_unenrolled"));
    expect(removed.Text).toContain(
      `A two-factor method (totp) was removed from the SentinelForge account for ${user.email}.`,
    );
  });

  it("writes to the old address once both addresses confirmed an email change, naming both", async () => {
    const user = await createConfirmedUser(stack, "notify-email-old");
    const newEmail = user.email.replace("notify-email-old", "notify-email-new");
    const client = await signedInClient(stack, user.email, user.password);
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const confirm = stack.ctx.config.auth.emailTemplates.email_change.subject;
    await followLink(firstLink((await latestMessageTo(stack.inboxUrl, newEmail, confirm)).Text));
    // One confirmation of two changes nothing yet, so nothing is told.
    expect(await subjectsTo(stack, user.email)).not.toContain(subjectOf("email_changed"));
    await followLink(firstLink((await latestMessageTo(stack.inboxUrl, user.email, confirm)).Text));

    const notice = await latestMessageTo(stack.inboxUrl, user.email, subjectOf("email_changed"));
    expect(notice.Text).toContain(`changed from ${user.email} to ${newEmail}.`);
    expect(await subjectsTo(stack, newEmail)).not.toContain(subjectOf("email_changed"));
  });
});

describe("with the notifications switched off (enabled = false)", () => {
  let quiet: LocalStack;
  const off = (kind: AuthNotificationKind): TomlOverrides => ({ [kind]: { enabled: false } });

  beforeAll(async () => {
    quiet = await startTestStack({
      configOverrides: mergeToml(GENEROUS_AUTH_RATE_LIMITS, {
        auth: { email: { notification: { ...off("password_changed"), ...off("mfa_factor_enrolled") } } },
      }),
    });
  });
  afterAll(async () => {
    await quiet?.stop();
  });

  it("changes the password and enrolls a factor without a word", async () => {
    const user = await createConfirmedUser(quiet, "notify-off");
    const client = await signedInClient(quiet, user.email, user.password);
    expect((await client.auth.updateUser({ password: "another-long-passphrase" })).error).toBeNull();
    await enrollVerifiedTotp(client);
    // Only the sign-up's confirmation reached the inbox.
    expect(await subjectsTo(quiet, user.email)).toEqual([quiet.ctx.config.auth.emailTemplates.confirmation.subject]);
  });
});
