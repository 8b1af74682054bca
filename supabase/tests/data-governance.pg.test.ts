// What the site holds and who did what, with the official client against one local stack (one
// start for the three, as they need the same set-up), on PGlite and on PostgreSQL 15:
//
// - The audit trail (migration 20261127000500_audit_log.sql): staff actions through the API leave
//   a row naming the actor, the action and the target; audit staff read it, nobody else does; and
//   no one, not an admin, not the service role, not the database owner, changes or removes a row.
// - Retention (20261127000700_retention.sql): the daily cron job's command, run now, reaches
//   purge-expired-data through pg_net, which deletes leads (with their emails and attempts) and
//   closed security reports past the periods of _rules/retention.ts, keeps everything younger and
//   every open report, and records what it did in the audit log.
// - Data requests (20261127000800_data_requests.sql): data-request staff export everything held
//   about an address (leads, their emails, security reports, the account, its avatar files) and
//   erase it in one transaction; nobody else may; the audit log records both without the address.
import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../local/config-overrides.ts";
import type { LocalStack } from "../local/start.ts";
import {
  anonClient,
  createConfirmedUser,
  serviceClient,
  signedInClient,
  startTestStack,
  uniqueEmail,
} from "../local/testing.ts";
import { RETENTION } from "../functions/_rules/retention.ts";
import { runScheduledCommandNow } from "../functions/_tests/lead-stack.ts";
import { logoRow, SEEDED_ADMIN } from "./fixtures.ts";
import { pointLeadDeliveryAt } from "../../scripts/lead-delivery.ts";
import { storeLead } from "./stored-leads.ts";

let stack: LocalStack;
let admin: SupabaseClient;
let adminId: string;
let member: SupabaseClient;
let service: SupabaseClient;
let memberUser: { email: string; id: string };

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
  await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl);
  service = serviceClient(stack);
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  adminId = (await admin.auth.getUser()).data.user!.id;
  memberUser = await createConfirmedUser(stack, "audited");
  member = await signedInClient(stack, memberUser.email, "correct-horse-battery");
});
afterAll(async () => {
  await stack?.stop();
});

// The audit trail ---------------------------------------------------------------------------------
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

// Retention ---------------------------------------------------------------------------------------
const JOB = "purge-expired-data";

/** A lead (or report) as the functions store it, with its emails and attempts, `age` old. */
async function stored(kind: "contact" | "demo" | "security", age: string, closedAgo?: string): Promise<string> {
  const id = await storeLead(stack.ctx.db, kind, "old@example.com");
  const table = { contact: "contact_messages", demo: "demo_requests", security: "security_reports" }[kind];
  await stack.ctx.db.query(`update public.${table} set created_at = now() - $2::interval where id = $1`, [id, age]);
  if (closedAgo) {
    await stack.ctx.db.query("update public.security_reports set status = 'closed' where id = $1", [id]);
    await stack.ctx.db.query("update public.security_reports set closed_at = now() - $2::interval where id = $1", [
      id,
      closedAgo,
    ]);
  }
  return id;
}

async function exists(table: string, id: string): Promise<boolean> {
  const { rows } = await stack.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where id = $1`,
    [id],
  );
  return rows[0].n === 1;
}

async function emailsOf(id: string): Promise<number> {
  const { rows } = await stack.ctx.db.query<{ n: number }>(
    `select (select count(*) from public.lead_emails where lead_id = $1)
          + (select count(*) from public.lead_email_attempts as a
               join public.lead_emails as e on e.id = a.email_id where e.lead_id = $1) as n`,
    [id],
  );
  return Number(rows[0].n);
}

describe("the retention job", () => {
  it("is registered with Supabase Cron daily, calling purge-expired-data", async () => {
    const { rows } = await stack.ctx.db.query("select schedule, command, active from cron.job where jobname = $1", [
      JOB,
    ]);
    expect(rows).toEqual([
      { schedule: "17 3 * * *", command: `select public.invoke_scheduled_function('${JOB}', 60000)`, active: true },
    ]);
  });

  it("deletes what is past _rules/retention.ts's periods with its emails and attempts, and keeps the rest", async () => {
    const leadMonths = RETENTION.leads.months;
    const reportMonths = RETENTION.securityReports.months;
    const expiredContact = await stored("contact", `${leadMonths} months 1 day`);
    const keptDemo = await stored("demo", `${leadMonths - 1} months`);
    const expiredReport = await stored("security", "10 years", `${reportMonths} months 1 day`);
    const keptReport = await stored("security", "10 years", `${reportMonths - 1} months`);
    const openReport = await stored("security", "10 years");
    expect(await emailsOf(expiredContact)).toBe(4);

    const [command] = (
      await stack.ctx.db.query<{ command: string }>("select command from cron.job where jobname = $1", [JOB])
    ).rows;
    const answer = await runScheduledCommandNow(stack, `${command.command} as id`);
    expect(answer).toEqual({
      contact_messages: 1,
      demo_requests: 0,
      security_reports: 1,
      lead_months: leadMonths,
      security_report_months: reportMonths,
      // Job applications and their CVs: none here (job-applications.isolated.test.ts has them).
      job_applications: 0,
      cv_objects: 0,
    });
    expect(await exists("contact_messages", expiredContact)).toBe(false);
    expect(await emailsOf(expiredContact)).toBe(0);
    expect(await exists("security_reports", expiredReport)).toBe(false);
    expect(await emailsOf(expiredReport)).toBe(0);
    for (const [table, id] of [
      ["demo_requests", keptDemo],
      ["security_reports", keptReport],
      ["security_reports", openReport],
    ]) {
      expect([table, id, await exists(table, id)]).toEqual([table, id, true]);
    }
    expect(await emailsOf(keptDemo)).toBe(4);

    const { data: audit } = await serviceClient(stack)
      .from("audit_log")
      .select("action, actor_role, detail")
      .eq("action", "retention.purge");
    const { job_applications: _applications, cv_objects: _objects, ...leadsAnswer } = answer as Record<string, number>;
    expect(audit).toEqual([{ action: "retention.purge", actor_role: "service_role", detail: leadsAnswer }]);
  });

  it("refuses a period under a month, and anyone but the service role", async () => {
    const service = serviceClient(stack);
    const zero = await service.rpc("purge_expired_data", { p_lead_months: 0, p_security_report_months: 36 });
    expect(zero.error?.code).toBe("22023");
    const visitor = await anonClient(stack.apiUrl).rpc("purge_expired_data", {
      p_lead_months: 1,
      p_security_report_months: 1,
    });
    expect(visitor.error?.code).toBe("42501");
    const response = await fetch(`${stack.apiUrl}/functions/v1/${JOB}`, { method: "POST" });
    expect(response.status).toBe(401);
  });
});

// Data requests -----------------------------------------------------------------------------------
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

describe("export_personal_data", () => {
  it("answers everything held about an address, whatever its case, as one JSON document", async () => {
    const { user, avatar, ids, report } = await dataSubject("exported");
    const noted = await admin
      .from("lead_notes")
      .insert({ lead_kind: "contact", lead_id: ids.contact, body: "Called back, wants a demo" });
    expect(noted.error).toBeNull();
    const delivery = { webhookId: `msg_${crypto.randomUUID().replaceAll("-", "")}` };
    await stack.ctx.db.query(
      `insert into public.webhook_deliveries (webhook_id, event_type, lead_kind, lead_id, payload)
       values ($1, 'demo_request.created', 'demo', $2, '{"type": "demo_request.created"}')`,
      [delivery.webhookId, ids.demo],
    );
    await stack.ctx.db.query(
      `insert into public.demo_bookings (demo_request_id, rep_id, starts_at, ends_at, blocked_during, visitor_time_zone)
       values ($1, $2, '2030-01-07 14:00Z', '2030-01-07 14:30Z', tstzrange('2030-01-07 14:00Z', '2030-01-07 14:30Z'), 'Europe/Berlin')`,
      [ids.demo, adminId],
    );
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
    // Staff notes about a lead are the person's data too.
    expect(data.contact_messages[0].notes).toMatchObject([
      { body: "Called back, wants a demo", author_email: SEEDED_ADMIN.email },
    ]);
    expect(data.demo_requests[0].notes).toEqual([]);
    // What was sent to the CRM about a lead, and a demo request's bookings, are theirs too.
    expect(data.contact_messages[0].webhook_deliveries).toEqual([]);
    expect(data.demo_requests[0].webhook_deliveries).toMatchObject([
      {
        webhook_id: delivery.webhookId,
        endpoint: "LEAD_WEBHOOK_URL",
        status: "queued",
        payload: { type: "demo_request.created" },
      },
    ]);
    expect(data.demo_requests[0].bookings).toMatchObject([{ visitor_time_zone: "Europe/Berlin", status: "booked" }]);
    expect(data.contact_messages[0].bookings).toBeUndefined();
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
