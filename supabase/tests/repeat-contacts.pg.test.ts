// Repeat contacts (migration 20261128000600_repeat_contacts.sql): lead_inbox numbers each lead's
// contact from the same address or company domain, across both forms, and leaves webmail and
// reserved example domains apart. Runs on PGlite and on PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../local/db/database.ts";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";
import { storeLead } from "./stored-leads.ts";

const SERVICE: JwtClaims = { role: "service_role" };
let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(async () => {
  await db?.close();
});

async function storedAt(kind: "contact" | "demo", email: string, minutesAgo: number): Promise<string> {
  const id = await storeLead(db, kind, email);
  const table = kind === "contact" ? "contact_messages" : "demo_requests";
  await db.query(`update public.${table} set created_at = now() - make_interval(mins => $2) where id = $1`, [
    id,
    minutesAgo,
  ]);
  return id;
}

async function numbers(ids: string[]) {
  const { rows } = await runAs(db, SERVICE, (tx) =>
    tx.query<{ id: string; contact_domain: string | null; contact_number: number }>(
      "select id, contact_domain, contact_number from public.lead_inbox where id = any($1::uuid[])",
      [ids],
    ),
  );
  return ids.map((id) => rows.find((row) => row.id === id));
}

describe("repeat contacts in lead_inbox", () => {
  it("counts earlier leads from the same company domain, across both forms, in order", async () => {
    const first = await storedAt("demo", "ada@acme-rc.io", 30);
    const second = await storedAt("contact", "grace@ACME-RC.io", 20);
    const third = await storedAt("demo", "ada@acme-rc.io", 10);
    const other = await storedAt("contact", "linus@other-rc.io", 5);
    expect(await numbers([first, second, third, other])).toEqual([
      { id: first, contact_domain: "acme-rc.io", contact_number: 1 },
      { id: second, contact_domain: "acme-rc.io", contact_number: 2 },
      { id: third, contact_domain: "acme-rc.io", contact_number: 3 },
      { id: other, contact_domain: "other-rc.io", contact_number: 1 },
    ]);
  });

  it("links webmail and example addresses by the address only, never by their domain", async () => {
    const gmail = await storedAt("demo", "someone.rc@gmail.com", 30);
    const stranger = await storedAt("demo", "stranger.rc@gmail.com", 20);
    const again = await storedAt("contact", "Someone.RC@gmail.com", 10);
    const example = await storedAt("contact", "rc@example.com", 9);
    const test = await storedAt("contact", "rc-2@shop.test", 8);
    expect(await numbers([gmail, stranger, again, example, test])).toEqual([
      { id: gmail, contact_domain: null, contact_number: 1 },
      { id: stranger, contact_domain: null, contact_number: 1 },
      { id: again, contact_domain: null, contact_number: 2 },
      { id: example, contact_domain: null, contact_number: expect.any(Number) },
      { id: test, contact_domain: null, contact_number: 1 },
    ]);
  });
});
