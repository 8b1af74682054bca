// Retention on the local stack (migration 20261127000700_retention.sql): the daily cron job's
// command, run now, reaches purge-expired-data through pg_net, which deletes leads (with their
// emails and attempts) and closed security reports past the periods of _rules/retention.ts, keeps
// everything younger and every open report, and records what it did in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../local/start.ts";
import { anonClient, serviceClient, startTestStack } from "../local/testing.ts";
import { RETENTION } from "../functions/_rules/retention.ts";
import { runScheduledCommandNow } from "../functions/_tests/lead-stack.ts";
import { pointLeadDeliveryAt } from "../../scripts/lead-delivery.ts";
import { storeLead } from "./stored-leads.ts";

let stack: LocalStack;

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

beforeAll(async () => {
  stack = await startTestStack();
  await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl);
});
afterAll(async () => {
  await stack?.stop();
});

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
    expect(audit).toEqual([{ action: "retention.purge", actor_role: "service_role", detail: answer }]);
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
