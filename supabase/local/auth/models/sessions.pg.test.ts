// Sessions: password sign-in, refresh-token rotation and reuse detection, sign-out scopes, user
// updates. Driven by the official supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../keys.ts";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../config-overrides.ts";
import type { LocalStack } from "../../start.ts";
import { anonClient, firstLink, followLink, latestMessageTo, startTestStack, uniqueEmail } from "../../testing.ts";
import { SEEDED_ADMIN } from "../../../tests/fixtures.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({
    // Signs up far more users from 127.0.0.1 than [auth.rate_limit] allows in an hour.
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
  });
});
afterAll(async () => {
  await stack?.stop();
});

/** The subject config.toml gives an auth email kind. */
const subjectOf = (kind: "confirmation" | "email_change") => stack.ctx.config.auth.emailTemplates[kind].subject;

/** A confirmed user, signed up and confirmed through the emailed link. */
async function confirmedUser(password = "correct-horse"): Promise<string> {
  const email = uniqueEmail("session");
  await anonClient(stack.apiUrl).auth.signUp({ email, password });
  await followLink(firstLink((await latestMessageTo(stack.inboxUrl, email, subjectOf("confirmation"))).Text));
  return email;
}

function decodeClaims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("password sign-in", () => {
  it("signs in the seeded local admin", async () => {
    const { data, error } = await anonClient(stack.apiUrl).auth.signInWithPassword(SEEDED_ADMIN);
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe("bearer");
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(SEEDED_ADMIN.email);
  });

  it("issues access tokens with GoTrue's claims", async () => {
    const email = await confirmedUser();
    const { data } = await anonClient(stack.apiUrl).auth.signInWithPassword({ email, password: "correct-horse" });
    const claims = decodeClaims(data.session?.access_token ?? "");
    expect(Object.keys(claims).sort()).toEqual(
      [
        "aal",
        "amr",
        "app_metadata",
        "aud",
        "email",
        "exp",
        "iat",
        "is_anonymous",
        "iss",
        "phone",
        "role",
        "session_id",
        "sub",
        "user_metadata",
      ].sort(),
    );
    expect(claims).toMatchObject({
      iss: `${stack.apiUrl}/auth/v1`,
      sub: data.user?.id,
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      email,
      phone: "",
      is_anonymous: false,
    });
    expect((claims.amr as Array<{ method: string }>)[0].method).toBe("password");
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it("answers a wrong password and an unknown email alike: 'Invalid login credentials'", async () => {
    const client = anonClient(stack.apiUrl);
    const wrong = await client.auth.signInWithPassword({ email: SEEDED_ADMIN.email, password: "not-the-password" });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail("ghost"), password: "whatever" });
    for (const { error } of [wrong, unknown]) {
      expect(error?.message).toBe("Invalid login credentials");
      expect(error?.code).toBe("invalid_credentials");
      expect(error?.status).toBe(400);
    }
  });
});

describe("refresh tokens", () => {
  it("rotates the refresh token on every refresh", async () => {
    const client = anonClient(stack.apiUrl);
    const { data } = await client.auth.signInWithPassword({ email: await confirmedUser(), password: "correct-horse" });
    const first = data.session?.refresh_token ?? "";
    const refreshed = await client.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    expect(decodeClaims(refreshed.data.session?.access_token ?? "").session_id).toBe(
      decodeClaims(data.session?.access_token ?? "").session_id,
    );
  });

  it("returns the current token when a used one comes back within the reuse interval", async () => {
    const client = anonClient(stack.apiUrl);
    const { data } = await client.auth.signInWithPassword({ email: await confirmedUser(), password: "correct-horse" });
    const first = data.session?.refresh_token ?? "";
    const second = (await client.auth.refreshSession({ refresh_token: first })).data.session?.refresh_token;
    const again = await anonClient(stack.apiUrl).auth.refreshSession({ refresh_token: first });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(second);
  });

  it("treats reuse after the interval as theft: 'Already Used', and the whole session ends", async () => {
    const client = anonClient(stack.apiUrl);
    const { data } = await client.auth.signInWithPassword({ email: await confirmedUser(), password: "correct-horse" });
    const first = data.session?.refresh_token ?? "";
    const second = (await client.auth.refreshSession({ refresh_token: first })).data.session?.refresh_token ?? "";
    // Age the used token past refresh_token_reuse_interval (10 s) instead of waiting.
    await stack.ctx.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [first],
    );

    const reuse = await anonClient(stack.apiUrl).auth.refreshSession({ refresh_token: first });
    expect(reuse.error?.code).toBe("refresh_token_already_used");
    expect(reuse.error?.message).toBe("Invalid Refresh Token: Already Used");
    const family = await anonClient(stack.apiUrl).auth.refreshSession({ refresh_token: second });
    expect(family.error?.code).toBe("session_expired");
  });

  it("rejects unknown and malformed refresh tokens", async () => {
    const unknown = await anonClient(stack.apiUrl).auth.refreshSession({ refresh_token: "abcdefghijkl" });
    expect(unknown.error?.code).toBe("refresh_token_not_found");
    expect(unknown.error?.message).toBe("Invalid Refresh Token: Refresh Token Not Found");
    const malformed = await anonClient(stack.apiUrl).auth.refreshSession({ refresh_token: "not a token!" });
    expect(malformed.error?.code).toBe("validation_failed");
  });
});

describe("sign-out", () => {
  it("global sign-out revokes refresh tokens and the session of every device", async () => {
    const email = await confirmedUser();
    const laptop = anonClient(stack.apiUrl);
    const phone = anonClient(stack.apiUrl);
    const laptopSession = (await laptop.auth.signInWithPassword({ email, password: "correct-horse" })).data.session;
    const phoneSession = (await phone.auth.signInWithPassword({ email, password: "correct-horse" })).data.session;

    expect((await laptop.auth.signOut()).error).toBeNull();

    const refresh = await anonClient(stack.apiUrl).auth.refreshSession({
      refresh_token: phoneSession?.refresh_token ?? "",
    });
    expect(refresh.error?.code).toBe("refresh_token_not_found");
    const user = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${laptopSession?.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
  });

  it("local sign-out ends only this device's session", async () => {
    const email = await confirmedUser();
    const laptop = anonClient(stack.apiUrl);
    const phone = anonClient(stack.apiUrl);
    await laptop.auth.signInWithPassword({ email, password: "correct-horse" });
    const phoneSession = (await phone.auth.signInWithPassword({ email, password: "correct-horse" })).data.session;
    await laptop.auth.signOut({ scope: "local" });
    const refresh = await anonClient(stack.apiUrl).auth.refreshSession({
      refresh_token: phoneSession?.refresh_token ?? "",
    });
    expect(refresh.error).toBeNull();
  });
});

describe("updating the user", () => {
  it("merges metadata key by key and deletes keys set to null", async () => {
    const client = anonClient(stack.apiUrl);
    const email = uniqueEmail("metadata");
    await client.auth.signUp({
      email,
      password: "correct-horse",
      options: { data: { full_name: "Grace", team: "blue" } },
    });
    await followLink(firstLink((await latestMessageTo(stack.inboxUrl, email, subjectOf("confirmation"))).Text));
    await client.auth.signInWithPassword({ email, password: "correct-horse" });
    const { data, error } = await client.auth.updateUser({ data: { avatar_url: "/a.png", team: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: "Grace", avatar_url: "/a.png" });
  });

  it("refuses the same password and weak passwords", async () => {
    const client = anonClient(stack.apiUrl);
    await client.auth.signInWithPassword({ email: await confirmedUser(), password: "correct-horse" });
    const same = await client.auth.updateUser({ password: "correct-horse" });
    expect(same.error?.code).toBe("same_password");
    expect(same.error?.message).toBe("New password should be different from the old password.");
    const weak = await client.auth.updateUser({ password: "abc" });
    expect(weak.error?.code).toBe("weak_password");
  });

  it("changes the email once the links sent to both addresses are followed (double_confirm_changes)", async () => {
    const client = anonClient(stack.apiUrl);
    const oldEmail = await confirmedUser();
    const newEmail = uniqueEmail("changed");
    await client.auth.signInWithPassword({ email: oldEmail, password: "correct-horse" });
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(oldEmail);
    expect(data.user?.new_email).toBe(newEmail);

    const message = await latestMessageTo(stack.inboxUrl, newEmail, subjectOf("email_change"));
    expect(message.Subject).toBe("Confirm your new SentinelForge email address");
    expect(message.Text).toContain(`from ${oldEmail} to ${newEmail}`);
    const first = await followLink(firstLink(message.Text));
    expect(first.fragment.get("message")).toBe(
      "Confirmation link accepted. Please proceed to confirm link sent to the other email",
    );
    const toOld = await latestMessageTo(stack.inboxUrl, oldEmail, subjectOf("email_change"));
    const { fragment } = await followLink(firstLink(toOld.Text));
    expect(fragment.get("type")).toBe("email_change");
    const signIn = await anonClient(stack.apiUrl).auth.signInWithPassword({
      email: newEmail,
      password: "correct-horse",
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(newEmail);
  });
});
