// The Prefer header as PostgREST 12 on hosted Supabase applies it: handling=strict/lenient,
// max-affected, tx (ignored under the default db-tx-end `commit`; db-config.pg.test.ts sets others), upsert statuses (201 vs 200),
// ignore-duplicates, missing=default and columns=, count=planned/estimated.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../start.ts";
import { applySql, serviceRest } from "../test-sql.ts";
import { serviceClient, startTestStack } from "../../testing.ts";

let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  service = serviceClient(stack);
  await applySql(
    stack,
    `create table public.pref_items (
       id int primary key, name text not null, qty int not null default 7, note text default 'fresh');
     grant all on public.pref_items to service_role;
     insert into public.pref_items (id, name, qty, note) values (1, 'one', 1, 'kept'), (2, 'two', 2, 'kept'), (3, 'three', 3, 'kept');`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const rest = (path: string, init?: RequestInit & { headers?: Record<string, string> }) =>
  serviceRest(stack, path, init);

describe("handling=strict and lenient", () => {
  it("strict refuses unknown preferences with 400 PGRST122", async () => {
    const response = await rest("pref_items?select=id", {
      headers: { Prefer: "handling=strict, count=exact, bogus=1, timezone=Mars/Base" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "PGRST122",
      details: "Invalid preferences: bogus=1, timezone=Mars/Base",
      hint: null,
      message: "Invalid preferences given with handling=strict",
    });
  });

  it("lenient (and the default) ignore them, and Preference-Applied lists what was applied", async () => {
    const response = await rest("pref_items?select=id", {
      headers: { Prefer: "handling=lenient, count=exact, bogus" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("preference-applied")).toBe("count=exact, handling=lenient");
    expect(response.headers.get("content-range")).toBe("0-2/3");
  });
});

describe("max-affected", () => {
  // supabase-js types offer .maxAffected() only for PostgREST 13+; it sends exactly these headers.
  const strictMax = (rows: number) => ({ Prefer: `handling=strict,max-affected=${rows}` });

  it("PATCH and DELETE affecting more rows are 400 PGRST124 and rolled back", async () => {
    const patched = await rest("pref_items?id=gte.1", {
      method: "PATCH",
      headers: strictMax(2),
      body: JSON.stringify({ note: "changed" }),
    });
    expect(patched.status).toBe(400);
    expect(await patched.json()).toEqual({
      code: "PGRST124",
      details: "The query affects 3 rows",
      hint: null,
      message: "Query result exceeds max-affected preference constraint",
    });
    const deleted = await rest("pref_items?id=gte.1", { method: "DELETE", headers: strictMax(1) });
    expect(((await deleted.json()) as { code: string }).code).toBe("PGRST124");
    const { data } = await service.from("pref_items").select("id, note").order("id");
    expect(data).toEqual([
      { id: 1, note: "kept" },
      { id: 2, note: "kept" },
      { id: 3, note: "kept" },
    ]);
  });

  it("within the limit the change applies; without handling=strict the limit is ignored", async () => {
    const within = await rest("pref_items?id=eq.1", {
      method: "PATCH",
      headers: strictMax(1),
      body: JSON.stringify({ note: "kept" }),
    });
    expect(within.status).toBe(204);
    expect(within.headers.get("preference-applied")).toBe("handling=strict, max-affected=1");
    const lenient = await rest("pref_items?id=gte.1", {
      method: "PATCH",
      headers: { Prefer: "max-affected=1" },
      body: JSON.stringify({ note: "kept" }),
    });
    expect(lenient.status).toBe(204);
  });
});

describe("tx=rollback", () => {
  it("is ignored like on hosted Supabase (db-tx-end = commit): the write persists", async () => {
    const response = await rest("pref_items", {
      method: "POST",
      headers: { Prefer: "tx=rollback, return=representation, handling=strict" },
      body: JSON.stringify({ id: 40, name: "forty" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("preference-applied")).toBe("return=representation, handling=strict");
    const { data } = await service.from("pref_items").select("name").eq("id", 40);
    expect(data).toEqual([{ name: "forty" }]);
  });
});

describe("upsert", () => {
  it("merge-duplicates where every row updates is 200; with a new row it is 201", async () => {
    const updated = await service
      .from("pref_items")
      .upsert([
        { id: 2, name: "two!", qty: 20, note: "merged" },
        { id: 3, name: "three!", qty: 30, note: "merged" },
      ])
      .select("id, name");
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([
      { id: 2, name: "two!" },
      { id: 3, name: "three!" },
    ]);
    const quiet = await service.from("pref_items").upsert({ id: 2, name: "two", qty: 2, note: "kept" });
    expect(quiet.status).toBe(200);
    const mixed = await service.from("pref_items").upsert([
      { id: 3, name: "three", qty: 3, note: "kept" },
      { id: 50, name: "fifty", qty: 50, note: "new" },
    ]);
    expect(mixed.status).toBe(201);
  });

  it("ignore-duplicates keeps existing rows and is 201", async () => {
    const { status, data } = await service
      .from("pref_items")
      .upsert({ id: 1, name: "ignored", qty: 9, note: "ignored" }, { ignoreDuplicates: true })
      .select("id");
    expect({ status, data }).toEqual({ status: 201, data: [] });
    expect((await service.from("pref_items").select("name").eq("id", 1)).data).toEqual([{ name: "one" }]);
  });

  it("defaultToNull: false fills missing keys with defaults, and a merge writes them like PostgREST", async () => {
    const inserted = await service
      .from("pref_items")
      .insert(
        [
          { id: 60, name: "sixty" },
          { id: 61, name: "sixty-one", qty: 1, note: "custom" },
        ],
        {
          defaultToNull: false,
        },
      )
      .select("id, qty, note")
      .order("id");
    expect(inserted.data).toEqual([
      { id: 60, qty: 7, note: "fresh" },
      { id: 61, qty: 1, note: "custom" },
    ]);
    // PostgREST proposes every column of columns= (here id, name, note) with its default, so the
    // merge overwrites note with the default; qty is not in columns= and keeps its value.
    const merged = await service
      .from("pref_items")
      .upsert(
        [
          { id: 61, name: "again" },
          { id: 62, name: "new", note: "given" },
        ],
        { defaultToNull: false },
      )
      .select("id, name, qty, note");
    expect(merged.status).toBe(201);
    expect(merged.data).toEqual([
      { id: 61, name: "again", qty: 1, note: "fresh" },
      { id: 62, name: "new", qty: 7, note: "given" },
    ]);
  });

  it("missing=default on a bulk upsert: one statement in payload order, defaults per row, merges take them", async () => {
    await applySql(
      stack,
      `create table public.pref_defaults (
         id int primary key, label text, qty int not null default 7, token uuid default gen_random_uuid(),
         seq int generated by default as identity);
       grant all on public.pref_defaults to service_role;
       insert into public.pref_defaults (id, label, qty) values (1, 'old', 1), (2, 'old', 2);`,
    );
    const { data, error, status } = await service
      .from("pref_defaults")
      .upsert(
        [
          { id: 3, label: "new" },
          { id: 1, qty: 10 },
          { id: 2, label: "kept?" },
        ],
        { defaultToNull: false },
      )
      .select("id, label, qty, token, seq");
    expect(error).toBeNull();
    expect(status).toBe(201);
    // Returned in payload order; a key missing from an object takes its column's default (null
    // without one, as label), also when the row merges into an existing one.
    expect(data?.map(({ id, label, qty }) => ({ id, label, qty }))).toEqual([
      { id: 3, label: "new", qty: 7 },
      { id: 1, label: null, qty: 10 },
      { id: 2, label: "kept?", qty: 7 },
    ]);
    expect(new Set(data?.map((row) => row.token)).size).toBe(3);
    expect(new Set(data?.map((row) => row.seq)).size).toBe(3);
  });

  it("without columns=, objects with different keys are 400 PGRST102", async () => {
    const response = await rest("pref_items", {
      method: "POST",
      body: JSON.stringify([{ id: 70, name: "a" }, { id: 71 }]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "PGRST102",
      details: null,
      hint: null,
      message: "All object keys must match",
    });
  });
});

describe("counts", () => {
  it("planned and estimated counts answer a total in Content-Range", async () => {
    const planned = await service.from("pref_items").select("id", { count: "planned", head: true });
    expect(planned.error).toBeNull();
    expect(typeof planned.count).toBe("number");
    const estimated = await service.from("pref_items").select("id", { count: "estimated" }).lte("id", 3);
    expect(estimated.count).toBe(3);
  });
});

describe("media types the local stack does not produce", () => {
  it("geojson() and explain() are 406 PGRST107 naming the media type (csv(): csv.test.ts)", async () => {
    const geo = await service.from("pref_items").select("id").geojson();
    expect(geo.status).toBe(406);
    expect(geo.error?.message).toBe("None of these media types are available: application/geo+json");
    // Hosted Supabase leaves db-plan-enabled off, so PostgREST refuses the plan media type too.
    const plan = await service.from("pref_items").select("id").explain();
    expect(plan.status).toBe(406);
    expect(plan.error?.message).toContain("application/vnd.pgrst.plan+text");
  });
});
