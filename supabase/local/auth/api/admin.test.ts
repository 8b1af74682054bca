// supabase.auth.admin.* with the service role key against the local stack: GoTrue's admin API.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../config-overrides.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import { anonClient, firstLink, followLink, latestMessageTo, startTestStack, uniqueEmail } from "../../testing.ts";

let stack: LocalStack;
const admin = () => anonClient(stack.apiUrl, SERVICE_ROLE_KEY).auth.admin;

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
});
afterAll(() => stack?.stop());

describe("auth.admin users", () => {
  it("creates a confirmed user with metadata and a password that signs in", async () => {
    const email = uniqueEmail("admin-create");
    const { data, error } = await admin().createUser({
      email,
      password: "admin-made-1",
      email_confirm: true,
      user_metadata: { name: "Ada" },
      app_metadata: { plan: "pro" },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ name: "Ada" });
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"], plan: "pro" });
    expect(data.user?.identities).toHaveLength(1);
    const signIn = await anonClient(stack.apiUrl).auth.signInWithPassword({ email, password: "admin-made-1" });
    expect(signIn.error).toBeNull();

    const again = await admin().createUser({ email, password: "admin-made-1" });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe("email_exists");
  });

  it("bans with ban_duration, and the banned user cannot sign in", async () => {
    const email = uniqueEmail("admin-ban");
    const { data } = await admin().createUser({
      email,
      password: "admin-made-1",
      email_confirm: true,
      ban_duration: "24h",
    });
    expect(new Date(data.user?.banned_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const signIn = await anonClient(stack.apiUrl).auth.signInWithPassword({ email, password: "admin-made-1" });
    expect(signIn.error?.code).toBe("user_banned");
    const lifted = await admin().updateUserById(data.user!.id, { ban_duration: "none" });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    const bad = await admin().updateUserById(data.user!.id, { ban_duration: "forever" });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe("validation_failed");
  });

  it("lists users a page at a time with GoTrue's total and Link headers", async () => {
    for (let i = 0; i < 3; i++) await admin().createUser({ email: uniqueEmail("admin-list") });
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect((data as { aud: string }).aud).toBe("authenticated");
    const total = (data as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(4);
    expect((data as { nextPage: number | null }).nextPage).toBe(2);
    expect((data as { lastPage: number }).lastPage).toBe(Math.ceil(total / 2));

    const response = await fetch(`${stack.apiUrl}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(response.headers.get("x-total-count")).toBe(String(total));
    expect(response.headers.get("link")).toContain('page=2&per_page=2>; rel="next"');
  });

  it("gets, updates and deletes a user by id (hard and soft)", async () => {
    const email = uniqueEmail("admin-crud");
    const { data } = await admin().createUser({ email, user_metadata: { a: 1, b: 2 } });
    const id = data.user!.id;
    expect((await admin().getUserById(id)).data.user?.email).toBe(email);
    const updated = await admin().updateUserById(id, {
      user_metadata: { b: null, c: 3 },
      app_metadata: { role: "editor" },
      email_confirm: true,
    });
    expect(updated.data.user?.user_metadata).toEqual({ a: 1, c: 3 });
    expect(updated.data.user?.app_metadata.role).toBe("editor");
    expect(updated.data.user?.email_confirmed_at).toBeTruthy();

    const soft = await admin().deleteUser(id, true);
    expect(soft.error).toBeNull();
    // Like GoTrue's SoftDeleteUser: the user is still there for the admin API, with deleted_at,
    // its addresses replaced by base64url(sha256(id + value)) and its metadata emptied.
    const obfuscated = (value: string) =>
      createHash("sha256")
        .update(id + value)
        .digest("base64url");
    const deleted = (await admin().getUserById(id)).data.user!;
    expect(deleted.deleted_at).toBeTruthy();
    expect(deleted.email).toBe(obfuscated(email));
    expect(deleted.phone).toBe(obfuscated("").slice(0, 15));
    expect([deleted.user_metadata, deleted.app_metadata]).toEqual([{}, {}]);
    expect(deleted.identities?.[0]).toMatchObject({ id: obfuscated(`email:${id}`), identity_data: {} });
    const listed = (await admin().listUsers({ perPage: 1000 })).data.users.find((user) => user.id === id);
    expect(listed?.deleted_at).toBe(deleted.deleted_at);
    // A second soft delete changes nothing; the address is free again and no longer signs in.
    expect((await admin().deleteUser(id, true)).error).toBeNull();
    expect((await admin().getUserById(id)).data.user).toEqual(deleted);
    expect((await admin().createUser({ email })).error).toBeNull();

    const other = (await admin().createUser({ email: uniqueEmail("admin-hard") })).data.user!;
    expect((await admin().deleteUser(other.id)).error).toBeNull();
    expect((await stack.ctx.db.query("select 1 from auth.users where id = $1", [other.id])).rows).toHaveLength(0);
    const missing = await admin().getUserById(other.id);
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.message).toBe("User not found");
  });

  it("refuses callers without the service role: 401 without a token, 403 not_admin with one", async () => {
    const none = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, { headers: { apikey: ANON_KEY } });
    expect(none.status).toBe(401);
    expect((await none.json()).error_code).toBe("no_authorization");
    const anon = await anonClient(stack.apiUrl, ANON_KEY).auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe("not_admin");
    expect(anon.error?.message).toBe("User not allowed");
  });
});

describe("auth.admin invites and links", () => {
  it("invites by email with the invite template; the link confirms and signs the user in", async () => {
    const email = uniqueEmail("admin-invite");
    const { data, error } = await admin().inviteUserByEmail(email, { data: { team: "red" } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ team: "red" });
    const subject = stack.ctx.config.auth.emailTemplates.invite.subject;
    const message = await latestMessageTo(stack.inboxUrl, email, subject);
    const { fragment } = await followLink(firstLink(message.Text));
    expect(fragment.get("type")).toBe("invite");
    expect(fragment.get("access_token")).toBeTruthy();
    const twice = await admin().inviteUserByEmail(email);
    expect(twice.error?.code).toBe("email_exists");
  });

  it("generates every link type with GoTrue's response shape, and each one verifies", async () => {
    const email = uniqueEmail("admin-link");
    const signup = await admin().generateLink({ type: "signup", email, password: "link-pass-1" });
    expect(signup.error).toBeNull();
    const props = signup.data.properties!;
    expect(props.verification_type).toBe("signup");
    expect(props.email_otp).toMatch(/^\d{6}$/);
    expect(props.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(props.redirect_to).toBe(stack.ctx.config.auth.siteUrl);
    expect(props.action_link).toContain(`/auth/v1/verify?token=${props.hashed_token}&type=signup`);
    expect(signup.data.user?.email).toBe(email);
    const confirmed = await anonClient(stack.apiUrl).auth.verifyOtp({ email, token: props.email_otp, type: "signup" });
    expect(confirmed.error).toBeNull();

    const magic = await admin().generateLink({ type: "magiclink", email });
    const viaHash = await anonClient(stack.apiUrl).auth.verifyOtp({
      token_hash: magic.data.properties!.hashed_token,
      type: "magiclink",
    });
    expect(viaHash.error).toBeNull();
    expect(viaHash.data.session?.user.email).toBe(email);

    const recovery = await admin().generateLink({ type: "recovery", email });
    expect((await followLink(recovery.data.properties!.action_link)).fragment.get("type")).toBe("recovery");

    const invite = await admin().generateLink({ type: "invite", email: uniqueEmail("admin-link-invite") });
    expect(invite.data.properties?.verification_type).toBe("invite");
    expect(invite.data.user?.invited_at).toBeTruthy();

    const newEmail = uniqueEmail("admin-link-new");
    const current = await admin().generateLink({ type: "email_change_current", email, newEmail });
    const next = await admin().generateLink({ type: "email_change_new", email, newEmail });
    expect(next.data.properties?.action_link).toContain("type=email_change");
    const first = await followLink(current.data.properties!.action_link);
    expect(first.fragment.get("message")).toMatch(/^Confirmation link accepted/);
    const second = await followLink(next.data.properties!.action_link);
    expect(second.fragment.get("type")).toBe("email_change");
    expect((await admin().getUserById(signup.data.user!.id)).data.user?.email).toBe(newEmail);

    const unknown = await admin().generateLink({ type: "recovery", email: uniqueEmail("nobody") });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.message).toBe("User with this email not found");
  });
});
