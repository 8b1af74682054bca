// The recent sign-in window of secure password change: GoTrue's fixed 24 hours by default, no
// config.toml key can change it, and only StartOptions.recentSignInSeconds (the end-to-end stack's
// --short-recent-sign-in) shortens it, so a browser test can reach the emailed code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStackConfig } from "../../config.ts";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../config-overrides.ts";
import type { LocalStack } from "../../start.ts";
import {
  createConfirmedUser,
  otpIn,
  signedInClient,
  sleep,
  startTestStack,
  UNSTARTED_ADDRESSES,
} from "../../testing.ts";

const addresses = UNSTARTED_ADDRESSES;

describe("the recent sign-in window", () => {
  it("is GoTrue's 24 hours unless StartOptions shorten it, whatever config.toml says", () => {
    expect(buildStackConfig({}, addresses).auth.recentSignInSeconds).toBe(86_400);
    const toml = { auth: { email: { secure_password_change: true, recent_sign_in_seconds: 1 } } };
    expect(buildStackConfig(toml, addresses).auth.recentSignInSeconds).toBe(86_400);
    expect(buildStackConfig(toml, { ...addresses, recentSignInSeconds: 5 }).auth.recentSignInSeconds).toBe(5);
  });
});

describe("a stack with a 2-second window", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({
      configOverrides: GENEROUS_AUTH_RATE_LIMITS,
      recentSignInSeconds: 2,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("lets a fresh session change the password, then asks for the emailed code once the window has passed", async () => {
    const user = await createConfirmedUser(stack, "recent-window");
    const client = await signedInClient(stack, user.email, user.password);
    expect((await client.auth.updateUser({ password: "a-fresh-passphrase" })).error).toBeNull();

    await sleep(2_200);
    const { error } = await client.auth.updateUser({ password: "another-fresh-passphrase" });
    expect([error?.status, error?.code]).toEqual([400, "reauthentication_needed"]);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as {
      messages: Array<{ ID: string; Subject: string; To: Array<{ Address: string }> }>;
    };
    const summary = list.messages.find(
      (m) => m.Subject.includes("verification code") && m.To.some((to) => to.Address === user.email),
    );
    const { Text } = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${summary!.ID}`)).json()) as {
      Text: string;
    };
    const nonce = otpIn(Text);
    expect((await client.auth.updateUser({ password: "another-fresh-passphrase", nonce })).error).toBeNull();
  });
});
