// The local database: Supabase's base schema, the migrations' RLS policies as each API role
// sees them, the realtime change feed, and persistence across restarts.
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "./database.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_CHANGE_EVENT, type DbChangeEvent } from "../context.ts";
import { forwardDbChanges } from "./db-changes.ts";
import { openDatabase, runAs, UnknownRoleError } from "./db.ts";
import type { JwtClaims } from "../jwt.ts";

const ADMIN_ID = "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const anon: JwtClaims = { role: "anon" };
const admin: JwtClaims = { role: "authenticated", sub: ADMIN_ID };

let db: Database;
let memberId: string;

beforeAll(async () => {
  db = await openDatabase({});
  const member = await db.query<{ id: string }>(
    "insert into auth.users (email, encrypted_password) values ('member@example.com', '') returning id",
  );
  memberId = member.rows[0].id;
  await db.query(
    "insert into public.customer_logos (logo_url, alt_text, company_name, is_active, display_order) values ('/logos/x.svg', 'Retired logo', 'Retired Co', false, 99)",
  );
});
afterAll(async () => {
  await db?.close();
});

const member = (): JwtClaims => ({ role: "authenticated", sub: memberId });

describe("seed", () => {
  it("loads four how-it-works steps and eight customer logos in display order", async () => {
    const steps = await db.query<{ title: string }>(
      "select title from public.how_it_works_images order by display_order",
    );
    expect(steps.rows.map((row) => row.title)).toEqual([
      "Assessment & Analysis",
      "Customized Security Plan",
      "Implementation & Integration",
      "Continuous Monitoring",
    ]);
    const logos = await db.query<{ display_order: number }>(
      "select display_order from public.customer_logos where is_active order by display_order",
    );
    expect(logos.rows.map((row) => row.display_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("records every migration it applied", async () => {
    const applied = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(applied.rows.map((row) => row.version)).toContain("20261127000000");
  });
});

describe("row level security", () => {
  it("shows anonymous visitors only active logos", async () => {
    const rows = await runAs(db, anon, (tx) =>
      tx.query<{ is_active: boolean }>("select is_active from public.customer_logos"),
    );
    expect(rows.rows).toHaveLength(8);
    expect(rows.rows.every((row) => row.is_active)).toBe(true);
  });

  it("shows admins inactive logos too", async () => {
    const rows = await runAs(db, admin, (tx) => tx.query("select 1 from public.customer_logos"));
    expect(rows.rows).toHaveLength(9);
  });

  it("stops anonymous visitors and plain members from adding logos", async () => {
    const insert = "insert into public.customer_logos (logo_url, alt_text, company_name) values ('/l.svg', 'L', 'L')";
    await expect(runAs(db, anon, (tx) => tx.query(insert))).rejects.toThrow(/row-level security/);
    await expect(runAs(db, member(), (tx) => tx.query(insert))).rejects.toThrow(/row-level security/);
  });

  it("lets admins add, edit and remove content", async () => {
    await runAs(db, admin, async (tx) => {
      const added = await tx.query<{ id: string }>(
        "insert into public.how_it_works_images (image_url, title) values ('/s.svg', 'Step') returning id",
      );
      const id = added.rows[0].id;
      await tx.query("update public.how_it_works_images set title = 'Renamed' where id = $1", [id]);
      const removed = await tx.query("delete from public.how_it_works_images where id = $1", [id]);
      expect(removed.affectedRows).toBe(1);
    });
  });

  it("answers is_admin true for the seeded admin asking about themselves, false for anyone else", async () => {
    const ask = (claims: JwtClaims, userId: string) =>
      runAs(db, claims, (tx) => tx.query<{ is_admin: boolean }>("select public.is_admin($1) as is_admin", [userId]));
    expect((await ask(admin, ADMIN_ID)).rows[0].is_admin).toBe(true);
    expect((await ask(anon, ADMIN_ID)).rows[0].is_admin).toBe(false);
    expect((await ask(member(), ADMIN_ID)).rows[0].is_admin).toBe(false);
    expect((await ask(member(), memberId)).rows[0].is_admin).toBe(false);
    expect((await ask(anon, "00000000-0000-4000-8000-000000000000")).rows[0].is_admin).toBe(false);
  });

  it("lets a member read only their own roles", async () => {
    const rows = await runAs(db, member(), (tx) => tx.query("select * from public.user_roles"));
    expect(rows.rows).toHaveLength(0);
    const adminRows = await runAs(db, admin, (tx) => tx.query("select * from public.user_roles"));
    expect(adminRows.rows.length).toBeGreaterThanOrEqual(1);
  });

  it("exposes the caller to policies through auth.uid(), auth.role() and auth.jwt()", async () => {
    const result = await runAs(db, { ...member(), email: "member@example.com" }, (tx) =>
      tx.query<{ uid: string; role: string; email: string; current: string }>(
        "select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email, current_user as current",
      ),
    );
    expect(result.rows[0]).toEqual({
      uid: memberId,
      role: "authenticated",
      email: "member@example.com",
      current: "authenticated",
    });
  });

  it("passes claims with quotes and backslashes through intact", async () => {
    const name = "O'Brien \\ '); drop table public.user_roles; --";
    const result = await runAs(db, { ...member(), user_metadata: { name } }, (tx) =>
      tx.query<{ name: string }>("select auth.jwt() -> 'user_metadata' ->> 'name' as name"),
    );
    expect(result.rows[0].name).toBe(name);
    expect((await db.query("select to_regclass('public.user_roles') is not null as present")).rows[0]).toEqual({
      present: true,
    });
  });

  it("refuses to assume any role but anon, authenticated and service_role", async () => {
    await expect(runAs(db, { role: "postgres" }, (tx) => tx.query("select 1"))).rejects.toBeInstanceOf(
      UnknownRoleError,
    );
  });

  it("resets the role after each transaction", async () => {
    await runAs(db, anon, (tx) => tx.query("select 1"));
    const result = await db.query<{ current: string }>("select current_user as current");
    expect(result.rows[0].current).toBe("postgres");
  });
});

describe("change feed for realtime", () => {
  it("emits committed changes on published tables with all columns", async () => {
    const events = new EventEmitter();
    const stop = await forwardDbChanges(db, events);
    const received = new Promise<DbChangeEvent>((resolve) => events.once(DB_CHANGE_EVENT, resolve));
    await db.query("update public.customer_logos set alt_text = 'Veridian Bank' where display_order = 1");
    const change = await received;
    await stop();
    expect(change).toMatchObject({ schema: "public", table: "customer_logos", type: "UPDATE" });
    expect(change.record?.alt_text).toBe("Veridian Bank");
    expect(change.old_record?.alt_text).toBe("Veridian Bank logo");
    expect(change.columns).toContainEqual({ name: "is_active", type: "bool" });
  });

  it("does not emit rolled-back changes", async () => {
    const events = new EventEmitter();
    const stop = await forwardDbChanges(db, events);
    let emitted = 0;
    events.on(DB_CHANGE_EVENT, () => emitted++);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("delete from public.customer_logos where display_order = 2");
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await db.query("select 1");
    await stop();
    expect(emitted).toBe(0);
  });
});

describe("persistence", () => {
  it("seeds a fresh data directory once and keeps data across restarts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "local-stack-db-"));
    try {
      const first = await openDatabase({ dataDir });
      await first.query("update public.customer_logos set company_name = 'Kept' where display_order = 1");
      await first.close();
      const second = await openDatabase({ dataDir });
      const logos = await second.query<{ company_name: string }>(
        "select company_name from public.customer_logos order by display_order",
      );
      expect(logos.rows).toHaveLength(8);
      expect(logos.rows[0].company_name).toBe("Kept");
      await second.close();
      const reset = await openDatabase({ dataDir, reset: true });
      const fresh = await reset.query<{ company_name: string }>(
        "select company_name from public.customer_logos where display_order = 1",
      );
      expect(fresh.rows[0].company_name).toBe("Veridian Bank");
      await reset.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
