// Cancelling and moving a booking, and its emails, in SQL (migration *_demo_booking_emails.sql) as
// the service role: the database decides a contested move as it decides a booking, a failed move
// leaves the visitor their time, and every message about one event carries a higher SEQUENCE.

import type { Database } from "../local/db/database.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";

const SERVICE: JwtClaims = { role: "service_role" };
const SEED_REP = "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const OTHER_REP = "9c1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";

let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
  await db.exec(`
    insert into auth.users (id, email, raw_user_meta_data)
      values ('${OTHER_REP}', 'rep-three@example.com', '{"full_name": "Grace Hopper"}');
    insert into public.demo_reps (user_id, time_zone, buffer_minutes) values ('${OTHER_REP}', 'Europe/Berlin', 0);
  `);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.demo_bookings; update public.demo_reps set last_booked_at = null;");
});

let counter = 0;
async function demoRequest(): Promise<string> {
  counter += 1;
  const { rows } = await db.query<{ id: string }>(
    "insert into public.demo_requests (full_name, email, company) values ('Ada', $1, 'Acme') returning id",
    [`change-${counter}@example.com`],
  );
  return rows[0].id;
}

const service = <T>(sql: string, params: unknown[]) =>
  runAs(db, SERVICE, async (tx) => (await tx.query<T>(sql, params)).rows);

async function book(requestId: string, start: string, reps = [SEED_REP]) {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  const [row] = await service<{ id: string; rep_id: string }>(
    "select * from public.book_demo($1, $2, $3, 'UTC', $4::uuid[])",
    [requestId, start, end, reps],
  );
  return row;
}

function reschedule(bookingId: string, start: string, reps = [SEED_REP, OTHER_REP]) {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return service<{ id: string; rep_id: string; existing: boolean }>(
    "select * from public.reschedule_demo_booking($1, $2, $3, 'Europe/Berlin', $4::uuid[])",
    [bookingId, start, end, reps],
  ).then((rows) => rows[0]);
}

const statusOf = async (id: string) =>
  (await db.query<{ status: string }>("select status from public.demo_bookings where id = $1", [id])).rows[0]?.status;

describe("cancel_demo_booking", () => {
  it("cancels once, frees the time, and answers a repeat without changing anything", async () => {
    const booking = await book(await demoRequest(), "2026-12-07T15:00:00Z");
    expect(await service("select * from public.cancel_demo_booking($1)", [booking.id])).toEqual([
      { id: booking.id, status: "cancelled", changed: true },
    ]);
    expect(await service("select * from public.cancel_demo_booking($1)", [booking.id])).toEqual([
      { id: booking.id, status: "cancelled", changed: false },
    ]);
    expect(await book(await demoRequest(), "2026-12-07T15:00:00Z")).toBeDefined();
    expect(await service("select * from public.cancel_demo_booking(gen_random_uuid())", [])).toEqual([]);
  });
});

describe("reschedule_demo_booking", () => {
  it("moves the demo: the old booking is 'rescheduled', the new one replaces it with the same rep first", async () => {
    const booking = await book(await demoRequest(), "2026-12-08T15:00:00Z");
    const moved = await reschedule(booking.id, "2026-12-08T16:00:00Z");
    expect(moved).toMatchObject({ rep_id: SEED_REP, existing: false });
    expect(await statusOf(booking.id)).toBe("rescheduled");
    const { rows } = await db.query<{ replaces: string; sequence: number; visitor_time_zone: string }>(
      "select replaces, sequence, visitor_time_zone from public.demo_bookings where id = $1",
      [moved.id],
    );
    expect(rows[0]).toEqual({ replaces: booking.id, sequence: 2, visitor_time_zone: "Europe/Berlin" });
    // The same move again (a retry) answers the replacement; the old booking cannot move elsewhere.
    expect(await reschedule(booking.id, "2026-12-08T16:00:00Z")).toMatchObject({ id: moved.id, existing: true });
    await expect(reschedule(booking.id, "2026-12-08T17:00:00Z")).rejects.toMatchObject({ code: "55000" });
  });

  it("may move into the demo's own buffer, which its old time no longer holds", async () => {
    const booking = await book(await demoRequest(), "2026-12-09T15:00:00Z");
    expect(await reschedule(booking.id, "2026-12-09T15:30:00Z", [SEED_REP])).toMatchObject({ rep_id: SEED_REP });
  });

  it("a taken time changes nothing: the visitor keeps the time they had", async () => {
    const booking = await book(await demoRequest(), "2026-12-10T15:00:00Z");
    await book(await demoRequest(), "2026-12-10T17:00:00Z");
    await expect(reschedule(booking.id, "2026-12-10T17:00:00Z", [SEED_REP])).rejects.toMatchObject({ code: "23P01" });
    expect(await statusOf(booking.id)).toBe("booked");
    const { rows } = await db.query("select id from public.demo_bookings where replaces = $1", [booking.id]);
    expect(rows).toEqual([]);
  });

  it("a cancelled booking cannot move, and an unknown one is not found", async () => {
    const booking = await book(await demoRequest(), "2026-12-11T15:00:00Z");
    await service("select * from public.cancel_demo_booking($1)", [booking.id]);
    await expect(reschedule(booking.id, "2026-12-11T16:00:00Z")).rejects.toMatchObject({ code: "55000" });
    await expect(reschedule("00000000-0000-4000-8000-000000000000", "2026-12-11T16:00:00Z")).rejects.toMatchObject({
      code: "P0002",
    });
  });

  it("ten moves of two demos into one last free time: exactly one wins, the other keeps its time", async () => {
    const a = await book(await demoRequest(), "2026-12-14T15:00:00Z", [SEED_REP]);
    const b = await book(await demoRequest(), "2026-12-14T16:00:00Z", [SEED_REP]);
    const attempts = Array.from({ length: 10 }, (_, index) =>
      reschedule(index % 2 ? a.id : b.id, "2026-12-14T18:00:00Z", [SEED_REP]).catch(
        (error: { code?: string }) => error,
      ),
    );
    const results = await Promise.all(attempts);
    const winners = new Set(
      results.filter((result) => "rep_id" in result).map((result) => (result as { id: string }).id),
    );
    expect(winners.size).toBe(1);
    expect(results.every((result) => "rep_id" in result || ["23P01", "55000"].includes(String(result.code)))).toBe(
      true,
    );
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.demo_bookings where status = 'booked'",
    );
    expect(rows[0].n).toBe(2);
  });
});

describe("a booking's emails", () => {
  const email = (purpose: string, id = crypto.randomUUID()) => ({
    id,
    purpose,
    message_id: `<${id}@example.com>`,
    message: { subject: purpose },
  });

  it("are queued once per booking and purpose, under the demo request", async () => {
    const requestId = await demoRequest();
    const booking = await book(requestId, "2026-12-15T15:00:00Z");
    const queue = (emails: object[]) =>
      service<{ queue_demo_booking_emails: string }>("select * from public.queue_demo_booking_emails($1, $2)", [
        booking.id,
        JSON.stringify(emails),
      ]);
    const first = [email("invitation"), email("rep-invitation")];
    expect((await queue(first)).length).toBe(2);
    expect(await queue([email("invitation"), email("rep-invitation")])).toEqual([]);
    const { rows } = await db.query<{ lead_kind: string; lead_id: string; booking_id: string }>(
      "select lead_kind, lead_id, booking_id from public.lead_emails where booking_id = $1",
      [booking.id],
    );
    expect(rows).toEqual(Array(2).fill({ lead_kind: "demo", lead_id: requestId, booking_id: booking.id }));
    await expect(queue([email("notification")])).rejects.toThrow(/lead_emails_purpose_check/);
  });

  it("name the rep from the account and the visitor from the request", async () => {
    const requestId = await demoRequest();
    const booking = await book(requestId, "2026-12-16T15:00:00Z", [OTHER_REP]);
    const [row] = await service<{ data: Record<string, unknown> }>("select public.demo_booking_mail_data($1) as data", [
      booking.id,
    ]);
    expect(row.data).toMatchObject({
      id: booking.id,
      demoRequestId: requestId,
      status: "booked",
      sequence: 0,
      replaces: null,
      rep: { id: OTHER_REP, email: "rep-three@example.com", name: "Grace Hopper", timeZone: "Europe/Berlin" },
      visitor: { fullName: "Ada", company: "Acme" },
    });
  });

  it("are the service role's: visitors and staff cannot read or queue them", async () => {
    for (const claims of [{ role: "anon" }, { role: "authenticated", sub: SEED_REP }] as JwtClaims[]) {
      for (const sql of [
        "select public.demo_booking_mail_data(gen_random_uuid())",
        "select public.cancel_demo_booking(gen_random_uuid())",
        "select public.queue_demo_booking_emails(gen_random_uuid(), '[]')",
      ]) {
        await expect(runAs(db, claims, (tx) => tx.query(sql))).rejects.toThrow(/permission denied/);
      }
    }
  });
});
