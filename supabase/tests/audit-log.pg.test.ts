// The audit trail (migration 20261127000500_audit_log.sql), with the official client against the
// local stack: staff actions through the API leave a row naming the actor, the action and the
// target; audit staff read it, nobody else does; and no one, not an admin, not the service role,
// not the database owner, changes or removes a row. Runs on PGlite and on PostgreSQL 15.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../local/config-overrides.ts";
import type { LocalStack } from "../local/start.ts";
import { createConfirmedUser, serviceClient, signedInClient, startTestStack } from "../local/testing.ts";
import { logoRow, SEEDED_ADMIN } from "./fixtures.ts";

let stack: LocalStack;
let admin: SupabaseClient;
let adminId: string;
let member: SupabaseClient;
let service: SupabaseClient;
let memberUser: { email: string; id: string };

interface AuditRow {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  action: string;
  target_table: string | null;
  target_id: string | null;
  detail: Record<string, unknown>;
}

/** The audit rows about one target, oldest first, as audit staff read them. */
async function auditOf(targetId: string): Promise<AuditRow[]> {
  const { data, error } = await admin.from("audit_log").select("*").eq("target_id", targetId).order("id");
  if (error) throw error;
  return data as AuditRow[];
}

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
  service = serviceClient(stack);
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  adminId = (await admin.auth.getUser()).data.user!.id;
  memberUser = await createConfirmedUser(stack, "audited");
  member = await signedInClient(stack, memberUser.email, "correct-horse-battery");
});
afterAll(async () => {
  await stack?.stop();
});

describe("the audit log records", () => {
  it("role grants and revocations, by whom", async () => {
    expect((await admin.rpc("grant_admin", { email: memberUser.email })).error).toBeNull();
    expect((await admin.rpc("revoke_admin", { user_id: memberUser.id })).error).toBeNull();
    const rows = await auditOf(memberUser.id);
    expect(rows.map((row) => [row.action, row.target_table, row.detail])).toEqual([
      ["role.grant", "user_roles", { role: "admin" }],
      ["role.revoke", "user_roles", { role: "admin" }],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_id: adminId, actor_email: SEEDED_ADMIN.email, actor_role: "authenticated" });
    }
  });

  it("lead status changes (from, to), whatever path changed them, and resends", async () => {
    const { data: lead } = await service
      .from("contact_messages")
      .insert({ full_name: "Audited Lead", email: "audited-lead@example.com", message: "Hi" })
      .select("id")
      .single();
    const id = (lead as { id: string }).id;
    expect((await admin.from("contact_messages").update({ status: "contacted" }).eq("id", id)).error).toBeNull();
    // Unchanged: no row.
    expect((await admin.from("contact_messages").update({ status: "contacted" }).eq("id", id)).error).toBeNull();
    expect((await admin.rpc("resend_lead_emails", { p_kind: "contact", p_lead_id: id })).data).toBe(0);
    expect((await auditOf(id)).map((row) => [row.action, row.detail])).toEqual([
      ["lead.status", { from: "new", to: "contacted" }],
      ["lead.resend", { queued: 0 }],
    ]);
  });

  it("lead exports, as the admin area declares them after building the file", async () => {
    const filters = { kind: "contact", status: "new" };
    expect((await admin.rpc("record_lead_export", { p_filters: filters, p_count: 3 })).error).toBeNull();
    const { data } = await admin
      .from("audit_log")
      .select("action, actor_id, target_table, detail")
      .eq("action", "lead.export");
    expect(data).toEqual([
      { action: "lead.export", actor_id: adminId, target_table: "lead_inbox", detail: { filters, count: 3 } },
    ]);
    expect((await member.rpc("record_lead_export", { p_filters: filters, p_count: 3 })).error?.code).toBe("42501");
    expect((await admin.rpc("record_lead_export", { p_filters: [], p_count: 3 })).error?.code).toBe("22023");
  });

  it("content changes, with the columns an update changed", async () => {
    const { data } = await admin.from("customer_logos").insert(logoRow("Audited Co")).select("id").single();
    const id = (data as { id: string }).id;
    await admin.from("customer_logos").update({ is_active: false }).eq("id", id);
    await admin.from("customer_logos").delete().eq("id", id);
    expect((await auditOf(id)).map((row) => [row.action, row.target_table, row.detail])).toEqual([
      ["content.insert", "customer_logos", {}],
      ["content.update", "customer_logos", { columns: ["is_active"] }],
      ["content.delete", "customer_logos", {}],
    ]);
  });

  it("the service role's actions without a person, as service_role", async () => {
    const { data } = await service.from("customer_logos").insert(logoRow("Service Co")).select("id").single();
    const [row] = await auditOf((data as { id: string }).id);
    expect(row).toMatchObject({ actor_id: null, actor_email: null, actor_role: "service_role" });
  });
});

describe("the audit log is append-only and for audit staff", () => {
  it("is read by nobody but audit staff", async () => {
    const { data, error } = await member.from("audit_log").select("id");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("refuses changes and removals by an admin, the service role and the database owner", async () => {
    const [row] = await auditOf(memberUser.id);
    const byAdmin = await admin.from("audit_log").delete().eq("id", row.id);
    expect(byAdmin.error?.code).toBe("42501");
    const byAdminUpdate = await admin.from("audit_log").update({ action: "role.nothing" }).eq("id", row.id);
    expect(byAdminUpdate.error?.code).toBe("42501");
    const byService = await service.from("audit_log").update({ action: "role.nothing" }).eq("id", row.id);
    expect(byService.error?.code).toBe("42501");
    const byServiceDelete = await service.from("audit_log").delete().eq("id", row.id);
    expect(byServiceDelete.error?.code).toBe("42501");
    for (const sql of [
      `update public.audit_log set action = 'role.nothing' where id = ${row.id}`,
      `delete from public.audit_log where id = ${row.id}`,
      "truncate public.audit_log",
    ]) {
      await expect(stack.ctx.db.query(sql)).rejects.toThrow(/append-only/);
    }
    expect(await auditOf(memberUser.id)).toContainEqual(row);
  });

  it("takes no row written by a signed-in user directly, nor a forged actor", async () => {
    const forged = await admin.from("audit_log").insert({ actor_role: "authenticated", action: "role.grant" });
    expect(forged.error?.code).toBe("42501");
    const rpc = await admin.rpc("record_audit", { p_action: "role.grant", p_target_table: null, p_target_id: null });
    expect(rpc.error).not.toBeNull();
  });
});
