// Data requests (migration 20261127000800_data_requests.sql) with the official client against the
// local stack: data-request staff export everything held about an address (leads, their emails,
// security reports, the account, its avatar files) and erase it in one transaction; nobody else
// may; the audit log records both without keeping the address.
import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../local/config-overrides.ts";
import type { LocalStack } from "../local/start.ts";
import { createConfirmedUser, serviceClient, signedInClient, startTestStack, uniqueEmail } from "../local/testing.ts";
import { SEEDED_ADMIN } from "./fixtures.ts";
import { storeLead } from "./stored-leads.ts";

let stack: LocalStack;
let admin: SupabaseClient;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const submit = (kind: "contact" | "demo" | "security", email: string) => storeLead(stack.ctx.db, kind, email);

/** A signed-up account for `email` with a profile name and an avatar, and its leads and report. */
async function dataSubject(label: string) {
  const user = await createConfirmedUser(stack, label);
  const client = await signedInClient(stack, user.email, user.password);
  await client.auth.updateUser({ data: { full_name: "Data Subject" } });
  const avatar = `${user.id}/avatar.png`;
  const upload = await client.storage.from("avatars").upload(avatar, new Blob(["png"], { type: "image/png" }));
  expect(upload.error).toBeNull();
  // Typed in another case on a form: still the same person.
  const shouted = user.email.toUpperCase();
  const ids = { contact: await submit("contact", shouted), demo: await submit("demo", user.email) };
  const report = await submit("security", user.email);
  return { user, avatar, ids, report };
}

async function count(table: string, where: string, value: string): Promise<number> {
  const { rows } = await stack.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${where} = $1`,
    [value],
  );
  return rows[0].n;
}

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
});
afterAll(async () => {
  await stack?.stop();
});

describe("export_personal_data", () => {
  it("answers everything held about an address, whatever its case, as one JSON document", async () => {
    const { user, avatar, ids, report } = await dataSubject("exported");
    const { data, error } = await admin.rpc("export_personal_data", { p_email: ` ${user.email.toUpperCase()} ` });
    expect(error).toBeNull();
    expect(data.email).toBe(user.email);
    expect(data.contact_messages.map((lead: { id: string }) => lead.id)).toEqual([ids.contact]);
    expect(data.demo_requests.map((lead: { id: string }) => lead.id)).toEqual([ids.demo]);
    expect(data.security_reports).toMatchObject([{ id: report, title: "A flaw" }]);
    const [contact] = data.contact_messages as Array<{ emails: Array<{ purpose: string; attempts: unknown[] }> }>;
    expect(contact.emails.map((email) => [email.purpose, email.attempts.length])).toEqual([
      ["acknowledgement", 1],
      ["notification", 1],
    ]);
    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      profile: { full_name: "Data Subject" },
      roles: [],
      avatars: [avatar],
    });
    expect(data.account.identities).toHaveLength(1);
    expect(data.account.sessions.length).toBeGreaterThan(0);
  });

  it("answers an address nobody used with empty lists and no account", async () => {
    const { data } = await admin.rpc("export_personal_data", { p_email: uniqueEmail("nobody") });
    expect(data).toMatchObject({ contact_messages: [], demo_requests: [], security_reports: [], account: null });
  });

  it("is refused to everyone but data-request staff, and to nonsense addresses", async () => {
    const member = await createConfirmedUser(stack, "nosy");
    const nosy = await signedInClient(stack, member.email, member.password);
    for (const name of ["export_personal_data", "erase_personal_data"]) {
      expect((await nosy.rpc(name, { p_email: SEEDED_ADMIN.email })).error?.code).toBe("42501");
      expect((await serviceClient(stack).rpc(name, { p_email: SEEDED_ADMIN.email })).error?.code).toBe("42501");
      expect((await admin.rpc(name, { p_email: "not an address" })).error?.code).toBe("22023");
    }
  });
});

describe("erase_personal_data", () => {
  it("erases leads, their emails and attempts, reports, the account and its sessions in one go, after the avatar files", async () => {
    const { user, avatar, ids, report } = await dataSubject("erased");
    const early = await admin.rpc("erase_personal_data", { p_email: user.email });
    expect(early.error?.message).toMatch(/avatar files first/);
    expect(await count("public.contact_messages", "id", ids.contact)).toBe(1);

    expect((await admin.storage.from("avatars").remove([avatar])).error).toBeNull();
    const { data, error } = await admin.rpc("erase_personal_data", { p_email: user.email });
    expect(error).toBeNull();
    expect(data).toEqual({ contact_messages: 1, demo_requests: 1, security_reports: 1, account: true });

    for (const id of [ids.contact, ids.demo, report]) expect(await count("public.lead_emails", "lead_id", id)).toBe(0);
    expect(await count("auth.users", "id", user.id)).toBe(0);
    expect(await count("auth.sessions", "user_id", user.id)).toBe(0);
    expect(await count("storage.objects", "name", avatar)).toBe(0);
    const again = await admin.rpc("export_personal_data", { p_email: user.email });
    expect(again.data).toMatchObject({ contact_messages: [], demo_requests: [], security_reports: [], account: null });
    expect((await signedInClient(stack, user.email, user.password).catch((e: Error) => e)) instanceof Error).toBe(true);

    const { data: audit } = await admin
      .from("audit_log")
      .select("action, target_table, target_id, detail")
      .eq("target_id", sha256(user.email))
      .order("id");
    // The refused first try left nothing, not even its audit row.
    expect(audit?.map((row) => row.action)).toEqual(["data_request.erase", "data_request.export"]);
    expect(JSON.stringify(audit)).not.toContain(user.email);
  });

  it("undoes everything when one part is refused: an admin cannot erase their own account", async () => {
    const lead = await submit("contact", SEEDED_ADMIN.email);
    const { error } = await admin.rpc("erase_personal_data", { p_email: SEEDED_ADMIN.email });
    expect(error?.message).toBe("You cannot revoke your own admin access.");
    expect(await count("public.contact_messages", "id", lead)).toBe(1);
    expect(await count("public.lead_emails", "lead_id", lead)).toBe(2);
  });
});
