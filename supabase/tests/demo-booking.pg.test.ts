// The booking's SQL (migration *_demo_booking.sql) as the service role: the exclusion constraint
// keeps one rep's meetings a buffer apart whatever the callers do at once (on PostgreSQL 15 the
// twenty attempts below run on ten connections truly in parallel), round-robin among free reps,
// one live booking per demo request.

import type { Database } from "../local/db/database.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";

const SERVICE: JwtClaims = { role: "service_role" };
const SEED_REP = "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const OTHER_REP = "8b1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";

let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
  await db.exec(`
    insert into auth.users (id, email) values ('${OTHER_REP}', 'rep-two@example.com');
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
    [`booking-${counter}@example.com`],
  );
  return rows[0].id;
}

async function book(requestId: string, start: string, end: string, reps = [SEED_REP]) {
  return runAs(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ id: string; rep_id: string; existing: boolean }>(
      "select * from public.book_demo($1, $2, $3, 'UTC', $4::uuid[])",
      [requestId, start, end, reps],
    );
    return rows[0] ?? null;
  });
}

describe("book_demo", () => {
  it("twenty requests at once for one rep's slot: exactly one booking", async () => {
    const requests = await Promise.all(Array.from({ length: 20 }, () => demoRequest()));
    const results = await Promise.all(
      requests.map((id) => book(id, "2026-12-01T14:00:00Z", "2026-12-01T14:30:00Z").catch((error: Error) => error)),
    );
    expect(results.filter((result) => result instanceof Error)).toEqual([]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from public.demo_bookings");
    expect(rows[0].n).toBe(1);
  });

  it("keeps the rep's buffer between meetings, and adjacent meetings without one", async () => {
    // The seed's rep has a 15-minute buffer: 14:30 right after 14:00–14:30 is refused, 14:45 is not.
    expect(await book(await demoRequest(), "2026-12-01T14:00:00Z", "2026-12-01T14:30:00Z")).not.toBeNull();
    expect(await book(await demoRequest(), "2026-12-01T14:30:00Z", "2026-12-01T15:00:00Z")).toBeNull();
    expect(await book(await demoRequest(), "2026-12-01T14:45:00Z", "2026-12-01T15:15:00Z")).not.toBeNull();
    const other = [OTHER_REP];
    expect(await book(await demoRequest(), "2026-12-01T14:00:00Z", "2026-12-01T14:30:00Z", other)).not.toBeNull();
    expect(await book(await demoRequest(), "2026-12-01T14:30:00Z", "2026-12-01T15:00:00Z", other)).not.toBeNull();
  });

  it("round-robin: the free rep booked least recently gets the next demo, then the other", async () => {
    const both = [SEED_REP, OTHER_REP];
    const first = await book(await demoRequest(), "2026-12-02T10:00:00Z", "2026-12-02T10:30:00Z", both);
    const second = await book(await demoRequest(), "2026-12-02T12:00:00Z", "2026-12-02T12:30:00Z", both);
    expect(new Set([first?.rep_id, second?.rep_id])).toEqual(new Set(both));
    // Both taken at 10:00 by then? One is: the other rep takes a second request at the same time.
    const third = await book(await demoRequest(), "2026-12-02T10:00:00Z", "2026-12-02T10:30:00Z", both);
    expect(third?.rep_id).not.toBe(first?.rep_id);
  });

  it("one live booking per request: a second call answers the first booking", async () => {
    const requestId = await demoRequest();
    const first = await book(requestId, "2026-12-03T10:00:00Z", "2026-12-03T10:30:00Z");
    const again = await book(requestId, "2026-12-03T11:00:00Z", "2026-12-03T11:30:00Z");
    expect(again).toMatchObject({ id: first?.id, existing: true });
  });

  it("a cancelled booking frees its slot", async () => {
    const booked = await book(await demoRequest(), "2026-12-04T10:00:00Z", "2026-12-04T10:30:00Z");
    await db.query("update public.demo_bookings set status = 'cancelled', cancelled_at = now() where id = $1", [
      booked?.id,
    ]);
    expect(await book(await demoRequest(), "2026-12-04T10:00:00Z", "2026-12-04T10:30:00Z")).not.toBeNull();
  });

  it("is the service role's: visitors and staff cannot call it", async () => {
    for (const claims of [{ role: "anon" }, { role: "authenticated", sub: SEED_REP }] as JwtClaims[]) {
      await expect(
        runAs(db, claims, (tx) => tx.query("select public.demo_availability_data(now(), now())")),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
