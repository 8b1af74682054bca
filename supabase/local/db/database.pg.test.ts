// The Database contract the stack relies on, on whichever engine runs it: PGlite in the "stack"
// project, a real PostgreSQL 15 server in the "pg15" project (pg15-project.ts). Same results,
// same transactions, same notifications; and the hosted-only pg_cron block skips cleanly.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openDatabase, runAs, SCRATCH_SERVER_ENV } from "./db.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, startTestStack } from "../testing.ts";
import { startPostgresServer } from "./postgres-server.ts";

const onPostgresServer = Boolean(process.env[SCRATCH_SERVER_ENV]);
let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
  await db.exec("create table public.contract_probe (id bigint primary key, note text)");
});
afterAll(async () => {
  await db?.close();
});

describe("engine", () => {
  it.runIf(onPostgresServer)("is PostgreSQL 15, like hosted Supabase", async () => {
    const result = await db.query<{ version: number }>("select current_setting('server_version_num')::int as version");
    expect(result.rows[0].version).toBeGreaterThanOrEqual(150000);
    expect(result.rows[0].version).toBeLessThan(160000);
  });

  it("applies every migration, with pg_cron and pg_net available to CREATE EXTENSION as on hosted", async () => {
    const applied = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
    expect(applied.rows.map((row) => row.version)).toContain("20261127000200");
    const installed = await db.query<{ name: string }>(
      "select extname as name from pg_extension where extname in ('pg_cron', 'pg_net') order by 1",
    );
    expect(installed.rows.map((row) => row.name)).toEqual(["pg_cron", "pg_net"]);
    // Scheduled work stays the database owner's: no API role reaches cron, net or vault.
    const reach = await db.query<{ schema: string; usable: boolean }>(
      `select nspname as schema, has_schema_privilege('service_role', oid, 'usage') as usable
         from pg_namespace where nspname in ('cron', 'net', 'vault') order by 1`,
    );
    expect(reach.rows).toEqual([
      { schema: "cron", usable: false },
      { schema: "net", usable: false },
      { schema: "vault", usable: false },
    ]);
  });
});

describe("query results", () => {
  it("parses values the way PGlite does", async () => {
    const result = await db.query(
      `select 9007199254740991::int8 as big, 9007199254740993::int8 as huge, 12.50::numeric as price,
              true as yes, '{"a":[1]}'::jsonb as doc, '2026-01-02T03:04:05Z'::timestamptz as at,
              interval '90 minutes' as span, array['a','b'] as list, array[1,2]::int8[] as ids,
              null::text as nothing`,
    );
    expect(result.rows[0]).toEqual({
      big: 9007199254740991,
      huge: 9007199254740993n,
      price: "12.50",
      yes: true,
      doc: { a: [1] },
      at: new Date("2026-01-02T03:04:05Z"),
      span: "01:30:00",
      list: ["a", "b"],
      ids: [1, 2],
      nothing: null,
    });
    expect(result.fields.map((field) => field.name)).toEqual(Object.keys(result.rows[0]));
  });

  it("counts affected rows for writes only", async () => {
    const insert = await db.query("insert into public.contract_probe values ($1, $2), ($3, $4)", [1, "a", 2, "b"]);
    expect(insert.affectedRows).toBe(2);
    const select = await db.query("select * from public.contract_probe");
    expect(select.affectedRows).toBe(0);
    expect(select.rows).toHaveLength(2);
  });

  it("exec runs several statements and returns one result each", async () => {
    const results = await db.exec("select 1 as one; select 2 as two");
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it("reports Postgres errors with their SQLSTATE", async () => {
    await expect(db.query("insert into public.contract_probe values (1, 'again')")).rejects.toMatchObject({
      code: "23505",
    });
  });
});

describe("transactions", () => {
  it("commits what fn did and returns its result", async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("insert into public.contract_probe values (10, 'committed')");
      return "done";
    });
    expect(result).toBe("done");
    expect((await db.query("select note from public.contract_probe where id = 10")).rows).toEqual([
      { note: "committed" },
    ]);
  });

  it("rolls back everything when fn throws", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into public.contract_probe values (11, 'lost')");
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect((await db.query("select 1 from public.contract_probe where id = 11")).rows).toEqual([]);
  });

  it("tx.rollback() undoes the work and ends the transaction without an error", async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("insert into public.contract_probe values (12, 'rolled back')");
      await tx.rollback();
      return tx.closed;
    });
    expect(result).toBe(true);
    expect((await db.query("select 1 from public.contract_probe where id = 12")).rows).toEqual([]);
  });

  it("runAs switches role and claims for its transaction only", async () => {
    const sub = crypto.randomUUID();
    const seen = await runAs(db, { role: "authenticated", sub }, (tx) =>
      tx.query<{ role: string; uid: string }>("select current_user as role, auth.uid() as uid"),
    );
    expect(seen.rows[0]).toEqual({ role: "authenticated", uid: sub });
    const after = await db.query<{ role: string }>("select current_user as role");
    expect(after.rows[0].role).toBe("postgres");
  });
});

describe("notifications", () => {
  it("delivers a NOTIFY once its transaction commits, and nothing after unsubscribing", async () => {
    const payloads: string[] = [];
    const stop = await db.listen("contract_probe_channel", (payload) => payloads.push(payload));
    await db.transaction(async (tx) => {
      await tx.query("select pg_notify('contract_probe_channel', 'inside')");
      expect(payloads).toEqual([]);
    });
    await expect.poll(() => payloads, { timeout: 2000 }).toEqual(["inside"]);
    await stop();
    await db.query("select pg_notify('contract_probe_channel', 'after stop')");
    await db.query("select 1");
    expect(payloads).toEqual(["inside"]);
  });
});

describe.runIf(onPostgresServer)("startLocalStack({ databaseUrl }) on a throwaway PostgreSQL 15 cluster", () => {
  it("serves the seeded database, keeps it on restart, and stop() deletes the cluster's folder", async () => {
    const server = await startPostgresServer();
    const folder = decodeURIComponent(new URL(server.url).hostname);
    expect(existsSync(folder)).toBe(true);
    const logoCount = async (stack: LocalStack) => {
      const { count, error } = await anonClient(stack.apiUrl)
        .from("customer_logos")
        .select("id", { count: "exact", head: true });
      expect(error).toBeNull();
      return count;
    };
    try {
      const options = { databaseUrl: server.url };
      const first = await startTestStack(options);
      const seeded = await logoCount(first);
      await first.stop();
      expect(seeded).toBeGreaterThan(0);
      // Like a dataDir: a second start applies nothing twice and does not seed again.
      const second = await startTestStack(options);
      expect(await logoCount(second)).toBe(seeded);
      await second.stop();
    } finally {
      await server.stop();
    }
    expect(existsSync(folder)).toBe(false);
  });
});
