// invite-staff against the local stack: the official client as the Admins screen calls it, real
// GoTrue invites in the inbox, and the roles the database then holds.
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPT_INVITE_PATH } from "../_rules/staff-invitations.ts";
import type { LocalStack } from "../../local/start.ts";
import {
  anonClient,
  createConfirmedUser,
  firstLink,
  followLink,
  latestMessageTo,
  signedInClient,
  startTestStack,
  uniqueEmail,
} from "../../local/testing.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";

const SITE_URL = "http://127.0.0.1:8080";
const SUBJECT = "You're invited to SentinelForge";

let stack: LocalStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ functionEnv: { SITE_URL } });
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
}, 60_000);
afterAll(() => stack?.stop());

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(client: SupabaseClient, body: unknown, method: "POST" | "DELETE" = "POST"): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke("invite-staff", {
    body: body as Record<string, unknown>,
    method,
  });
  if (error instanceof FunctionsHttpError) {
    const failed = error.context as Response;
    return { status: failed.status, body: (await failed.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

/** A raw request, for bodies the client would not send. */
async function raw(client: SupabaseClient, body: string, method = "POST") {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${stack.apiUrl}/functions/v1/invite-staff`, {
    method,
    headers: { Authorization: `Bearer ${data.session?.access_token}`, "Content-Type": "application/json" },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rolesOf = async (userId: string) =>
  (
    await stack.ctx.db.query<{ role: string }>("select role from public.user_roles where user_id = $1 order by role", [
      userId,
    ])
  ).rows.map((row) => row.role);

const pending = async () => {
  const { data, error } = await admin.rpc("list_staff_invitations");
  if (error) throw error;
  return data as Array<{ user_id: string; email: string; role: string; invited_by_email: string }>;
};

describe("invite-staff", () => {
  it("invites a new address to the sales role: the email's link signs them in on the accept page, with the role", async () => {
    const email = uniqueEmail("invited-sales");
    const answer = await call(admin, { email, role: "sales" });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe("invited");
    const userId = String(answer.body.userId);
    expect(await rolesOf(userId)).toEqual(["sales"]);
    expect(await pending()).toContainEqual(
      expect.objectContaining({ user_id: userId, email, role: "sales", invited_by_email: SEEDED_ADMIN.email }),
    );

    const message = await latestMessageTo(stack.inboxUrl, email, SUBJECT);
    const { status, location, fragment } = await followLink(firstLink(message.Text));
    expect(status).toBe(303);
    expect(location.split("#")[0]).toBe(`${SITE_URL}${ACCEPT_INVITE_PATH}`);
    expect(fragment.get("type")).toBe("invite");

    // Signed in by the link, they choose a password, then sign in with it like anyone.
    const invited = anonClient(stack.apiUrl);
    const { error: sessionError } = await invited.auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(sessionError).toBeNull();
    expect((await invited.auth.updateUser({ password: "lantern harbour autumn 9" })).error).toBeNull();
    const member = await signedInClient(stack, email, "lantern harbour autumn 9");
    expect((await member.rpc("is_admin", { user_id: userId })).data).toBe(true);
    expect((await member.rpc("staff_role_grants", { permission: "leads" })).data).toBe(true);
    expect((await member.rpc("staff_role_grants", { permission: "staff" })).data).toBe(false);
    expect((await pending()).map((row) => row.user_id)).not.toContain(userId);
    // Accepted: it can no longer be withdrawn, only its role revoked.
    expect((await call(admin, { userId }, "DELETE")).status).toBe(404);
  });

  it("resends to a pending address, with the role of the newer invitation in place of the first", async () => {
    const email = uniqueEmail("invited-twice");
    const first = await call(admin, { email, role: "sales" });
    const second = await call(admin, { email, role: "admin" });
    expect(second).toEqual({ status: 200, body: { outcome: "invited", userId: first.body.userId } });
    expect(await rolesOf(String(first.body.userId))).toEqual(["admin"]);
    expect((await pending()).filter((row) => row.email === email).map((row) => row.role)).toEqual(["admin"]);
  });

  it("gives an existing account the role at once, without an email, and says so when it already has it", async () => {
    const colleague = await createConfirmedUser(stack, "existing-colleague");
    expect(await call(admin, { email: colleague.email.toUpperCase(), role: "sales" })).toEqual({
      status: 200,
      body: { outcome: "granted", userId: colleague.id },
    });
    expect(await rolesOf(colleague.id)).toEqual(["sales"]);
    const again = await call(admin, { email: colleague.email, role: "sales" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ description: `${colleague.email} already has the sales role.` });
    await expect(latestMessageTo(stack.inboxUrl, colleague.email, SUBJECT)).rejects.toThrow(/no "/);
  });

  it("withdraws a pending invitation: its role and its unused account go; a second withdrawal finds nothing", async () => {
    const email = uniqueEmail("withdrawn");
    const { body } = await call(admin, { email, role: "sales" });
    const userId = String(body.userId);
    expect(await call(admin, { userId }, "DELETE")).toEqual({ status: 200, body: { outcome: "cancelled", userId } });
    expect(await rolesOf(userId)).toEqual([]);
    const left = await stack.ctx.db.query("select 1 from auth.users where id = $1", [userId]);
    expect(left.rows).toEqual([]);
    const twice = await call(admin, { userId }, "DELETE");
    expect(twice.status).toBe(404);
    expect(twice.body.error).toMatchObject({ description: "No pending invitation for that account." });
  });

  it("refuses guests, members and staff without the staff permission; nothing is stored or sent", async () => {
    const email = uniqueEmail("not-invited");
    const count = async () =>
      Number((await stack.ctx.db.query<{ n: string }>("select count(*) as n from auth.users")).rows[0].n);
    const member = await createConfirmedUser(stack, "plain-member");
    const memberClient = await signedInClient(stack, member.email, member.password);
    const before = await count();
    expect((await call(anonClient(stack.apiUrl), { email, role: "sales" })).status).toBe(401);
    const refused = await call(memberClient, { email, role: "admin" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ description: "Your account has no staff role that allows this." });
    // A sales colleague works the leads but does not hand out roles.
    await call(admin, { email: member.email, role: "sales" });
    expect((await call(memberClient, { email, role: "sales" })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("answers bad input with 400, 405 or 413 and a sentence, never a 5xx, storing nothing", async () => {
    const cases: Array<[string, unknown]> = [
      ["empty", {}],
      ["not an address", { email: "nobody", role: "sales" }],
      ["a NUL byte", { email: "a\u0000b@example.com", role: "sales" }],
      ["a lone surrogate", { email: "a\uD800b@example.com", role: "sales" }],
      ["an array", [{ email: "a@example.com", role: "sales" }]],
      ["a role that is not a name", { email: "a@example.com", role: "sales'; drop table public.user_roles; --" }],
      ["a role that does not exist", { email: "nobody-1@example.com", role: "owner" }],
      ["a number for the address", { email: 12, role: "sales" }],
    ];
    for (const [label, body] of cases) {
      const answer = await call(admin, body);
      expect(answer.status, label).toBe(400);
      expect(answer.body.error, label).toMatchObject({ title: "Could not send the invitation" });
    }
    expect((await raw(admin, `${"[".repeat(1000)}${"]".repeat(1000)}`)).status).toBe(400);
    expect((await raw(admin, "{not json")).status).toBe(400);
    expect((await raw(admin, JSON.stringify({ email: `${"a".repeat(3000)}@example.com`, role: "sales" }))).status).toBe(
      413,
    );
    expect((await raw(admin, JSON.stringify({ userId: "not-a-uuid" }), "DELETE")).status).toBe(400);
    expect((await raw(admin, "", "PUT")).status).toBe(405);
    const stored = await stack.ctx.db.query(
      "select 1 from auth.users where email like 'nobody%' or email like 'a%b@%'",
    );
    expect(stored.rows).toEqual([]);
  });
});
