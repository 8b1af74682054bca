// The outbox's SQL (migration *_leads.sql, sections 3-7) on the local database directly, as
// each API role: submitting with an Idempotency-Key, claiming with leases, the retry schedule and
// giving up, the leads' email_status summary, the admin's resend, and who may see or call what.
// Time is moved by rewriting timestamps, so a day of retries takes milliseconds.

import type { Database } from "../local/db/database.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";

const ADMIN: JwtClaims = { role: "authenticated", sub: "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b" };
const MEMBER: JwtClaims = { role: "authenticated", sub: "7a1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b" };
const ANON: JwtClaims = { role: "anon" };
const SERVICE: JwtClaims = { role: "service_role" };

let db: Database;
let counter = 0;

beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(async () => {
  await db?.close();
});

const uuid = () => crypto.randomUUID();

function emailsJson(ids: string[]) {
  return JSON.stringify(
    ids.map((id, index) => ({
      id,
      purpose: index === 0 ? "notification" : "acknowledgement",
      message_id: `<${id}@example.com>`,
      message: {
        from: { address: "no-reply@example.com" },
        to: { address: "x@example.com" },
        subject: "s",
        text: "t",
        html: "h",
      },
    })),
  );
}

async function submit(key: string | null = null, ids = [uuid(), uuid()]) {
  counter += 1;
  const lead = JSON.stringify({ full_name: `Lead ${counter}`, email: `lead${counter}@example.com`, company: "Co" });
  return runAs(db, SERVICE, async (tx) => {
    const result = await tx.query<{ lead_id: string; duplicate: boolean }>(
      "select * from public.submit_lead('demo', $1::jsonb, $2::jsonb, $3::uuid)",
      [lead, emailsJson(ids), key],
    );
    return { ...result.rows[0], ids };
  });
}

async function claim(limit = 100, lease = 60, ids: string[] | null = null) {
  const result = await runAs(db, SERVICE, (tx) =>
    tx.query<{ id: string; status: string; attempts: number }>(
      "select id, status, attempts from public.claim_lead_emails($1, $2, $3::uuid[])",
      [limit, lease, ids],
    ),
  );
  return result.rows;
}

async function record(id: string, sent: boolean, detail = sent ? "250 OK" : "421 busy", permanent = false) {
  const result = await runAs(db, SERVICE, (tx) =>
    tx.query<{ status: string }>("select public.record_lead_email_attempt($1, $2, $3, now(), 30, $4) as status", [
      id,
      sent,
      detail,
      permanent,
    ]),
  );
  return result.rows[0].status;
}

async function email(id: string) {
  const result = await db.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    delay_seconds: number | null;
  }>(
    `select e.status, e.attempts, e.last_error,
            extract(epoch from e.next_attempt_at - (select max(a.finished_at) from public.lead_email_attempts a where a.email_id = e.id))::float8 as delay_seconds
       from public.lead_emails e where e.id = $1`,
    [id],
  );
  return result.rows[0];
}

async function leadSummary(leadId: string) {
  const result = await db.query<{ email_status: string; email_attempts: number; email_error: string | null }>(
    "select email_status, email_attempts, email_error from public.demo_requests where id = $1",
    [leadId],
  );
  return result.rows[0];
}

/** Makes every message of these ids due now (as if their wait had passed). */
const makeDue = (ids: string[]) =>
  db.query("update public.lead_emails set next_attempt_at = now() - interval '1 second' where id = any($1::uuid[])", [
    ids,
  ]);

describe("submit_lead", () => {
  it("stores the lead and its two messages as queued, in one call", async () => {
    const { lead_id, duplicate, ids } = await submit();
    expect(duplicate).toBe(false);
    expect(await leadSummary(lead_id)).toEqual({ email_status: "queued", email_attempts: 0, email_error: null });
    expect((await email(ids[0])).status).toBe("queued");
  });

  it("answers a key seen in the last 24 hours with the first lead, and writes nothing", async () => {
    const key = uuid();
    const first = await submit(key);
    const before = await db.query("select count(*)::int as n from public.demo_requests");
    const repeat = await submit(key);
    expect(repeat).toMatchObject({ lead_id: first.lead_id, duplicate: true });
    expect(await db.query("select count(*)::int as n from public.demo_requests")).toEqual(before);
    expect((await db.query("select 1 from public.lead_emails where id = $1", [repeat.ids[0]])).rows).toEqual([]);
  });

  it("ignores and removes a key older than 24 hours", async () => {
    const key = uuid();
    const first = await submit(key);
    await db.query("update public.lead_idempotency_keys set created_at = now() - interval '25 hours' where key = $1", [
      key,
    ]);
    const found = await runAs(db, SERVICE, (tx) =>
      tx.query("select * from public.find_idempotent_request('demo', $1)", [key]),
    );
    expect(found.rows).toEqual([]);
    const later = await submit(key);
    expect(later.duplicate).toBe(false);
    expect(later.lead_id).not.toBe(first.lead_id);
  });

  it("writes nothing at all when a message is refused (one transaction)", async () => {
    const key = uuid();
    const [id] = [uuid()];
    await expect(submit(key, [id, id])).rejects.toThrow(/duplicate key|unique/);
    const found = await db.query("select 1 from public.lead_idempotency_keys where key = $1", [key]);
    expect(found.rows).toEqual([]);
  });
});

describe("claiming and recording attempts", () => {
  it("claims due messages once: a message in flight is left alone until its lease runs out", async () => {
    const { ids } = await submit();
    const claimed = await claim(100, 60, ids);
    expect(claimed.map((row) => [row.status, row.attempts])).toEqual([
      ["sending", 1],
      ["sending", 1],
    ]);
    expect(await claim(100, 60, ids)).toEqual([]);

    await db.query(
      "update public.lead_emails set locked_until = now() - interval '1 second', next_attempt_at = now() - interval '1 second' where id = $1",
      [ids[0]],
    );
    expect((await claim(100, 60, ids)).map((row) => [row.id, row.attempts])).toEqual([[ids[0], 2]]);
    const attempts = await db.query<{ outcome: string; detail: string }>(
      "select outcome, detail from public.lead_email_attempts where email_id = $1",
      [ids[0]],
    );
    expect(attempts.rows).toEqual([
      { outcome: "error", detail: "No outcome recorded: the sender stopped during this attempt (its lease ran out)." },
    ]);
  });

  it("retries after 30 s, 1 min, 2 min, 4 min ..., never more than 4 hours apart", async () => {
    const { ids } = await submit();
    const [id] = ids;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      await makeDue([id]);
      expect(await claim(1, 60, [id])).toHaveLength(1);
      expect(await record(id, false)).toBe("retrying");
      delays.push(Math.round((await email(id)).delay_seconds ?? 0));
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3840, 7680, 14400, 14400, 14400]);
    expect(await email(id)).toMatchObject({ status: "retrying", attempts: 12, last_error: "421 busy" });
  });

  it("gives up after 15 tries, or a day after the message was queued, or at once when the refusal is permanent", async () => {
    const [many, old, refused] = [await submit(), await submit(), await submit()];
    for (let attempt = 1; attempt <= 15; attempt++) {
      await makeDue([many.ids[0]]);
      await claim(1, 60, [many.ids[0]]);
      const status = await record(many.ids[0], false);
      expect(status).toBe(attempt < 15 ? "retrying" : "failed");
    }

    await db.query("update public.lead_emails set queued_at = now() - interval '24 hours 1 minute' where id = $1", [
      old.ids[0],
    ]);
    await claim(1, 60, [old.ids[0]]);
    expect(await record(old.ids[0], false)).toBe("failed");

    await claim(1, 60, [refused.ids[0]]);
    expect(await record(refused.ids[0], false, "550 no such user", true)).toBe("failed");
    expect(await email(refused.ids[0])).toMatchObject({ status: "failed", last_error: "550 no such user" });
  });

  it("keeps a message sent: a late error for it changes nothing", async () => {
    const { ids } = await submit();
    await claim(1, 60, [ids[0]]);
    expect(await record(ids[0], true, "250 OK: queued as 1")).toBe("sent");
    expect(await record(ids[0], false)).toBe("sent");
    const row = await db.query(
      "select provider_response, sent_at is not null as has_sent_at from public.lead_emails where id = $1",
      [ids[0]],
    );
    expect(row.rows[0]).toEqual({ provider_response: "250 OK: queued as 1", has_sent_at: true });
  });
});

describe("the lead's email_status", () => {
  it("sums up its messages worst first: failed > retrying > queued > sent, with the latest error", async () => {
    const { lead_id, ids } = await submit();
    const [notification, acknowledgement] = ids;
    await claim(100, 60, ids);
    expect((await leadSummary(lead_id)).email_status).toBe("queued");

    await record(notification, true);
    expect(await leadSummary(lead_id)).toEqual({ email_status: "queued", email_attempts: 2, email_error: null });
    await record(acknowledgement, false, "421 busy");
    expect(await leadSummary(lead_id)).toEqual({
      email_status: "retrying",
      email_attempts: 2,
      email_error: "acknowledgement: 421 busy",
    });
    // Being sent again after a failure still reads as retrying, not queued.
    await makeDue([acknowledgement]);
    await claim(1, 60, [acknowledgement]);
    expect((await leadSummary(lead_id)).email_status).toBe("retrying");
    await record(acknowledgement, false, "550 gone", true);
    expect(await leadSummary(lead_id)).toMatchObject({
      email_status: "failed",
      email_error: "acknowledgement: 550 gone",
    });
  });

  it("reads sent, with no error, once every message is sent", async () => {
    const { lead_id, ids } = await submit();
    await claim(100, 60, ids);
    await record(ids[0], false);
    await makeDue([ids[0]]);
    await claim(100, 60, [ids[0]]);
    await record(ids[0], true);
    await record(ids[1], true);
    expect(await leadSummary(lead_id)).toEqual({ email_status: "sent", email_attempts: 3, email_error: null });
  });
});

describe("resend_lead_emails", () => {
  it("lets an admin queue a lead's failed and retrying messages again, never a sent one", async () => {
    const { lead_id, ids } = await submit();
    await claim(100, 60, ids);
    await record(ids[0], true);
    await record(ids[1], false, "550 gone", true);

    const resent = await runAs(db, ADMIN, (tx) =>
      tx.query<{ count: number }>("select public.resend_lead_emails('demo', $1) as count", [lead_id]),
    );
    expect(resent.rows[0].count).toBe(1);
    expect((await email(ids[0])).status).toBe("sent");
    expect((await email(ids[1])).status).toBe("queued");
    expect((await claim(100, 60, ids)).map((row) => row.id)).toEqual([ids[1]]);
    // A message being sent is not requeued.
    const again = await runAs(db, ADMIN, (tx) =>
      tx.query<{ count: number }>("select public.resend_lead_emails('demo', $1) as count", [lead_id]),
    );
    expect(again.rows[0].count).toBe(0);
  });

  it("refuses anyone without the leads permission", async () => {
    const { lead_id } = await submit();
    await expect(
      runAs(db, MEMBER, (tx) => tx.query("select public.resend_lead_emails('demo', $1)", [lead_id])),
    ).rejects.toThrow("Your account has no staff role that allows this.");
    await expect(
      runAs(db, ANON, (tx) => tx.query("select public.resend_lead_emails('demo', $1)", [lead_id])),
    ).rejects.toThrow(/permission denied/);
  });
});

describe("access", () => {
  it("shows the outbox and its log to admins only", async () => {
    await submit();
    const count = (claims: JwtClaims, table: string) =>
      runAs(db, claims, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`));
    expect((await count(ADMIN, "lead_emails")).rows[0].n).toBeGreaterThan(0);
    expect((await count(ADMIN, "lead_email_attempts")).rows[0].n).toBeGreaterThan(0);
    expect((await count(MEMBER, "lead_emails")).rows[0].n).toBe(0);
    expect((await count(MEMBER, "lead_email_attempts")).rows[0].n).toBe(0);
    await expect(count(ANON, "lead_emails")).rejects.toThrow(/permission denied/);
    await expect(count(ADMIN, "lead_idempotency_keys")).rejects.toThrow(/permission denied/);
  });

  it("lets no one change the outbox but the functions (service role)", async () => {
    await expect(
      runAs(db, ADMIN, (tx) => tx.query("update public.lead_emails set status = 'sent' where true")),
    ).rejects.toThrow(/permission denied/);
  });

  it.each([
    ["submit_lead", "select public.submit_lead('demo', '{}'::jsonb, '[]'::jsonb)"],
    ["claim_lead_emails", "select public.claim_lead_emails(10, 60)"],
    [
      "record_lead_email_attempt",
      `select public.record_lead_email_attempt('${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}', true, '', now())`,
    ],
    [
      "find_idempotent_request",
      `select public.find_idempotent_request('demo', '${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}')`,
    ],
    ["invoke_lead_delivery", "select public.invoke_lead_delivery()"],
  ])("keeps %s from visitors and signed-in users", async (_name, sql) => {
    for (const claims of [ANON, ADMIN]) {
      await expect(runAs(db, claims, (tx) => tx.query(sql))).rejects.toThrow(/permission denied/);
    }
  });
});

describe("the schedule", () => {
  it("is a cron job calling invoke_lead_delivery() every minute", async () => {
    const { rows } = await db.query(
      "select schedule, command, active from cron.job where jobname = 'deliver-lead-emails'",
    );
    expect(rows).toEqual([{ schedule: "* * * * *", command: "select public.invoke_lead_delivery()", active: true }]);
  });

  it("posts to deliver-lead-emails with the Vault secrets, through pg_net", async () => {
    const { rows } = await db.query<{ id: number }>("select public.invoke_lead_delivery() as id");
    const queued = await db.query(
      "select method, url, headers, convert_from(body, 'UTF8') as body from net.http_request_queue where id = $1",
      [rows[0].id],
    );
    expect(queued.rows).toEqual([
      {
        method: "POST",
        url: "http://127.0.0.1:54321/functions/v1/deliver-lead-emails",
        headers: { "Content-Type": "application/json", Authorization: expect.stringMatching(/^Bearer ey/) },
        body: '{"trigger": "pg_cron"}',
      },
    ]);
  });
});
