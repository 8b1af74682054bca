// Job applications in SQL (migration *_job_applications.sql): a repeated Idempotency-Key answers
// the first application, a status change restarts the retention clock and is audited, a
// withdrawal takes the notes and emails along, and the purge keeps what is younger than its period.

import type { Database } from "../local/db/database.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";

const SERVICE: JwtClaims = { role: "service_role" };
let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(async () => {
  await db?.close();
});

const service = async <T>(sql: string, params: unknown[] = []) =>
  runAs(db, SERVICE, async (tx) => (await tx.query<T>(sql, params)).rows);

function submit(key: string | null, hash = "h1") {
  const id = crypto.randomUUID();
  const application = {
    id,
    job_id: "secretary",
    job_title: "Secretary",
    full_name: "Ada",
    email: "ada@example.com",
    cv_path: `${id}.pdf`,
    cv_type: "pdf",
    cv_size: 1234,
    idempotency_key: key,
    request_hash: hash,
  };
  const emails = [{ purpose: "acknowledgement", message_id: `<${id}@example.com>`, message: {} }];
  return service<{ application_id: string; duplicate: boolean; request_hash: string }>(
    "select * from public.submit_application($1, $2)",
    [JSON.stringify(application), JSON.stringify(emails)],
  ).then((rows) => rows[0]);
}

describe("job applications", () => {
  it("a repeated Idempotency-Key answers the first application, with its fingerprint", async () => {
    const key = crypto.randomUUID();
    const first = await submit(key);
    expect(first.duplicate).toBe(false);
    expect(await submit(key, "other")).toEqual({
      application_id: first.application_id,
      duplicate: true,
      request_hash: "h1",
    });
    const { rows } = await db.query("select id from public.job_applications where idempotency_key = $1", [key]);
    expect(rows).toHaveLength(1);
  });

  it("a status change restarts the retention clock and is audited", async () => {
    const { application_id: id } = await submit(null);
    await db.query("update public.job_applications set status_changed_at = now() - interval '1 year' where id = $1", [
      id,
    ]);
    await db.query("update public.job_applications set status = 'interview' where id = $1", [id]);
    const { rows } = await db.query<{ recent: boolean }>(
      "select status_changed_at > now() - interval '1 minute' as recent from public.job_applications where id = $1",
      [id],
    );
    expect(rows[0].recent).toBe(true);
    const audit = await db.query(
      "select detail from public.audit_log where action = 'application.status' and target_id = $1",
      [id],
    );
    expect(audit.rows).toEqual([{ detail: { from: "new", to: "interview" } }]);
  });

  it("a withdrawal answers the CV's name once, and takes the notes and emails along", async () => {
    const { application_id: id } = await submit(null);
    await db.query("insert into public.job_application_notes (application_id, body) values ($1, 'Strong')", [id]);
    expect(await service("select public.withdraw_application($1) as path", [id])).toEqual([{ path: `${id}.pdf` }]);
    expect(await service("select public.withdraw_application($1) as path", [id])).toEqual([{ path: null }]);
    for (const sql of [
      "select id from public.job_application_notes where application_id = $1",
      "select id from public.lead_emails where lead_id = $1",
    ]) {
      expect((await db.query(sql, [id])).rows).toEqual([]);
    }
  });

  it("the purge deletes only what is past its period, answers the CVs, and refuses less than a month", async () => {
    const old = (await submit(null)).application_id;
    const young = (await submit(null)).application_id;
    await db.query("update public.job_applications set status_changed_at = now() - interval '7 months' where id = $1", [
      old,
    ]);
    const paths = await service<{ path: string }>("select public.purge_expired_applications(6) as path");
    expect(paths).toEqual([{ path: `${old}.pdf` }]);
    const { rows } = await db.query("select id from public.job_applications where id = any($1)", [[old, young]]);
    expect(rows).toEqual([{ id: young }]);
    await expect(service("select public.purge_expired_applications(0)")).rejects.toMatchObject({ code: "22023" });
  });

  it("is the service role's: visitors and signed-in users cannot submit, withdraw or purge", async () => {
    for (const claims of [{ role: "anon" }, { role: "authenticated", sub: crypto.randomUUID() }] as JwtClaims[]) {
      for (const sql of [
        "select public.submit_application('{}', '[]')",
        "select public.withdraw_application(gen_random_uuid())",
        "select public.purge_expired_applications(6)",
        "select * from public.application_for_withdrawal(gen_random_uuid())",
      ]) {
        await expect(runAs(db, claims, (tx) => tx.query(sql))).rejects.toThrow(/permission denied/);
      }
    }
  });
});
