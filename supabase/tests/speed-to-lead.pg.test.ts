// Speed to lead (migration 20261128000700_speed_to_lead.sql): per company week, leads received,
// answered, and the median and 90th percentile wait for their first status change. Runs on
// PGlite and on PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../local/db/database.ts";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";
import { storeLead } from "./stored-leads.ts";

const ADMIN_ID = crypto.randomUUID();
const ADMIN: JwtClaims = { role: "authenticated", sub: ADMIN_ID, aal: "aal1" };
const MEMBER: JwtClaims = { role: "authenticated", sub: crypto.randomUUID(), aal: "aal1" };
const ZONE = "America/New_York";
let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
  await db.query(
    "insert into auth.users (id, aud, role, email, email_confirmed_at) values ($1, 'authenticated', 'authenticated', 'speed@example.com', now())",
    [ADMIN_ID],
  );
  await db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [ADMIN_ID]);
});
afterAll(async () => {
  await db?.close();
});

/** A lead received `hoursAgo`, answered `answeredAfterMinutes` later (or never). */
async function lead(kind: "contact" | "demo", hoursAgo: number, answeredAfterMinutes: number | null) {
  const id = await storeLead(db, kind, `speed-${crypto.randomUUID()}@example.com`);
  const table = kind === "contact" ? "contact_messages" : "demo_requests";
  await db.query(`update public.${table} set created_at = now() - make_interval(hours => $2) where id = $1`, [
    id,
    hoursAgo,
  ]);
  if (answeredAfterMinutes !== null) {
    await db.query(
      `insert into public.audit_log (at, actor_role, action, target_table, target_id, detail)
       select created_at + make_interval(mins => $3), 'authenticated', 'lead.status', $2, id::text,
              '{"from": "new", "to": "contacted"}'::jsonb
         from public.${table} where id = $1`,
      [id, table, answeredAfterMinutes],
    );
  }
}

const times = (caller: JwtClaims, weeks = 8) =>
  runAs(db, caller, (tx) => tx.query("select * from public.lead_response_times($1, $2)", [ZONE, weeks]));

describe("lead_response_times", () => {
  it("answers this week's leads, how many were answered, and the median and 90th percentile wait", async () => {
    // Within the current company week whatever the day: the week started at most 7 days ago, so
    // leads of the last hour belong to it.
    await lead("demo", 0, 10);
    await lead("contact", 0, 30);
    await lead("demo", 0, 50);
    await lead("contact", 0, null);
    const { rows } = await times(ADMIN);
    const week = rows[0] as Record<string, unknown>;
    expect(week).toMatchObject({ leads: 4, answered: 3, median_minutes: 30, p90_minutes: 46 });
    expect(new Date(String(week.week_start)).getUTCDay()).toBe(1);
  });

  it("leaves out weeks before the ones asked for", async () => {
    await lead("demo", 24 * 7 * 10, 5);
    const all = (await times(ADMIN, 52)).rows.reduce((sum, row) => sum + Number((row as { leads: number }).leads), 0);
    const recent = (await times(ADMIN, 1)).rows.reduce((sum, row) => sum + Number((row as { leads: number }).leads), 0);
    expect(all).toBe(recent + 1);
  });

  it("refuses a member, an unknown time zone and a silly number of weeks", async () => {
    await expect(times(MEMBER)).rejects.toMatchObject({ code: "42501" });
    await expect(
      runAs(db, ADMIN, (tx) => tx.query("select * from public.lead_response_times('Mars/Olympus', 8)")),
    ).rejects.toMatchObject({ code: "22023" });
    await expect(times(ADMIN, 0)).rejects.toMatchObject({ code: "22023" });
  });
});
