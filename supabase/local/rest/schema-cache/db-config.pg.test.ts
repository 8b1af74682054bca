// PostgREST's in-database configuration: `alter role authenticator set pgrst.<setting>` then
// `notify pgrst, 'reload config'`, as hosted Supabase documents it (db-config.ts).
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../start.ts";
import { serviceClient, startTestStack } from "../../testing.ts";
import { coerceBool, dbConfigFrom } from "./db-config.ts";
import { applySql, setPgrstConfig, serviceRest } from "../test-sql.ts";

let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  service = serviceClient(stack);
  await applySql(
    stack,
    `create table public.cfg_items (id int primary key, name text not null, qty int not null default 1);
     grant all on public.cfg_items to service_role;
     insert into public.cfg_items values (1, 'one', 1), (2, 'two', 2), (3, 'three', 5);
     create table public.cfg_lines (id int primary key, item_id int not null references public.cfg_items, amount int not null);
     grant all on public.cfg_lines to service_role;
     insert into public.cfg_lines values (1, 1, 10), (2, 1, 30), (3, 2, 5);
     create function public.cfg_all() returns setof public.cfg_items language sql stable as
       $$ select * from public.cfg_items where id <= 3 $$;
     grant execute on function public.cfg_all() to service_role;
     create function public.cfg_add(p_id int) returns setof public.cfg_items language sql as
       $$ insert into public.cfg_items values (p_id, 'added', 1) returning * $$;
     grant execute on function public.cfg_add(int) to service_role;`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const rest = (path: string, init?: RequestInit & { headers?: Record<string, string> }) =>
  serviceRest(stack, path, init);

const names = async (id: number) => (await service.from("cfg_items").select("name").eq("id", id)).data;

describe("parsing like PostgREST's Config.hs", () => {
  it("coerces booleans as coerceBool does and refuses an unknown db_tx_end", () => {
    expect([coerceBool("true"), coerceBool("TRUE"), coerceBool("1"), coerceBool("0"), coerceBool("yes")]).toEqual([
      true,
      true,
      true,
      false,
      undefined,
    ]);
    expect(dbConfigFrom(new Map([["db_tx_end", "rollback-allow-override"]]))).toMatchObject({
      txRollbackAll: true,
      txAllowOverride: true,
    });
    expect(() => dbConfigFrom(new Map([["db_tx_end", "sometimes"]]))).toThrow(/Invalid transaction termination/);
  });
});

describe("pgrst.db_tx_end", () => {
  it("commit-allow-override lets Prefer: tx=rollback undo a write and says so", async () => {
    await setPgrstConfig(stack, { db_tx_end: "commit-allow-override" });
    const response = await rest("cfg_items", {
      method: "POST",
      headers: { Prefer: "tx=rollback, return=representation" },
      body: JSON.stringify({ id: 10, name: "ten" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("preference-applied")).toBe("return=representation, tx=rollback");
    expect(await response.json()).toEqual([{ id: 10, name: "ten", qty: 1 }]);
    expect(await names(10)).toEqual([]);

    const rpc = await rest("rpc/cfg_add", { method: "POST", headers: { Prefer: "tx=rollback" }, body: '{"p_id": 11}' });
    expect(rpc.status).toBe(200);
    expect(rpc.headers.get("preference-applied")).toBe("tx=rollback");
    expect(await names(11)).toEqual([]);

    const committed = await rest("cfg_items", {
      method: "POST",
      headers: { Prefer: "tx=commit" },
      body: '{"id": 12, "name": "twelve"}',
    });
    expect(committed.headers.get("preference-applied")).toBe("tx=commit");
    expect(await names(12)).toEqual([{ name: "twelve" }]);
  });

  it("rollback rolls every write back, and tx=commit cannot override it", async () => {
    await setPgrstConfig(stack, { db_tx_end: "rollback" });
    const response = await rest("cfg_items", {
      method: "POST",
      headers: { Prefer: "tx=commit" },
      body: '{"id": 13, "name": "x"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("preference-applied")).toBeNull();
    expect(await names(13)).toEqual([]);
  });

  it("rollback-allow-override rolls back unless tx=commit", async () => {
    await setPgrstConfig(stack, { db_tx_end: "rollback-allow-override" });
    await rest("cfg_items", { method: "POST", body: '{"id": 14, "name": "x"}' });
    expect(await names(14)).toEqual([]);
    await rest("cfg_items", { method: "POST", headers: { Prefer: "tx=commit" }, body: '{"id": 15, "name": "kept"}' });
    expect(await names(15)).toEqual([{ name: "kept" }]);
  });

  it("reset to the default commit, tx=rollback is ignored again", async () => {
    await setPgrstConfig(stack, { db_tx_end: null });
    const response = await rest("cfg_items", {
      method: "POST",
      headers: { Prefer: "tx=rollback" },
      body: '{"id": 16, "name": "kept"}',
    });
    expect(response.headers.get("preference-applied")).toBeNull();
    expect(await names(16)).toEqual([{ name: "kept" }]);
  });
});

describe("pgrst.db_plan_enabled", () => {
  it("off (the default), explain() is 406 PGRST107 naming the plan media type as PostgREST renders it", async () => {
    const { error, status } = await service.from("cfg_items").select("id").explain();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: "PGRST107",
      message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
  });

  it("on, explain() answers Postgres's plan for reads and RPC calls, as text or JSON", async () => {
    await setPgrstConfig(stack, { db_plan_enabled: "true" });
    const text = await service.from("cfg_items").select("id").eq("id", 1).explain();
    expect(text.error).toBeNull();
    expect(text.data).toMatch(/^Aggregate .*\n/);
    const json = await service.from("cfg_items").select("id").explain({ format: "json", analyze: true });
    expect(json.error).toBeNull();
    expect(json.data).toMatchObject([{ Plan: { "Node Type": "Aggregate" }, "Execution Time": expect.any(Number) }]);
    const response = await rest("cfg_items?select=id", { headers: { Accept: "application/vnd.pgrst.plan+json" } });
    expect(response.headers.get("content-type")).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    const rpc = await service.rpc("cfg_add", { p_id: 20 }).explain();
    expect(rpc.data).toMatch(/Aggregate/);
    expect(await names(20)).toEqual([]);
    const write = await service.from("cfg_items").insert({ id: 21, name: "x" }).explain();
    expect(write.status).toBe(400);
    expect(write.error?.message).toMatch(/explain\(\) of inserts.*not supported by the local stack/);
  });
});

describe("pgrst.db_aggregates_enabled", () => {
  it("off (the default), any aggregate is 400 PGRST123, embedded ones too", async () => {
    for (const select of ["count()", "amount.sum()", "id,cfg_lines(amount.sum())"]) {
      const table = select.startsWith("amount") ? "cfg_lines" : "cfg_items";
      const { error, status } = await service.from(table).select(select);
      expect(status, select).toBe(400);
      expect(error, select).toEqual({
        code: "PGRST123",
        details: null,
        hint: null,
        message: "Use of aggregate functions is not allowed",
      });
    }
    expect((await service.rpc("cfg_all").select("id.max()")).error?.code).toBe("PGRST123");
  });

  it("on, aggregates group by the other columns, embedded and on RPC results, as PostgREST's spec", async () => {
    await setPgrstConfig(stack, { db_aggregates_enabled: "true" });
    expect((await service.from("cfg_lines").select("count()")).data).toEqual([{ count: 3 }]);
    expect((await service.from("cfg_lines").select("n:count()::text")).data).toEqual([{ n: "3" }]);
    const grouped = await service
      .from("cfg_lines")
      .select("item_id, total:amount.sum(), amount.max()")
      .order("item_id", { ascending: false });
    expect(grouped.data).toEqual([
      { item_id: 2, total: 5, max: 5 },
      { item_id: 1, total: 40, max: 30 },
    ]);
    const embedded = await service
      .from("cfg_items")
      .select("name, cfg_lines(amount.sum(), count())")
      .lte("id", 3)
      .order("id");
    expect(embedded.data).toEqual([
      { name: "one", cfg_lines: [{ sum: 40, count: 2 }] },
      { name: "two", cfg_lines: [{ sum: 5, count: 1 }] },
      { name: "three", cfg_lines: [{ sum: null, count: 0 }] },
    ]);
    const withParent = await service.from("cfg_lines").select("total:amount.sum(), cfg_items(name)");
    expect(withParent.error).toBeNull();
    expect(withParent.data).toEqual(
      expect.arrayContaining([
        { total: 40, cfg_items: { name: "one" } },
        { total: 5, cfg_items: { name: "two" } },
      ]),
    );
    expect((await service.rpc("cfg_all").select("id.max()")).data).toEqual([{ max: 3 }]);
    const spread = await service.from("cfg_lines").select("...cfg_items(qty.sum())");
    expect(spread.status).toBe(400);
    expect(spread.error).toMatchObject({ code: "PGRST127", message: "Feature not implemented" });
    await setPgrstConfig(stack, { db_aggregates_enabled: null });
    expect((await service.from("cfg_lines").select("count()")).error?.code).toBe("PGRST123");
  });
});
