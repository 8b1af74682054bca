// rpc() with the official client: the function's result rows take select (aliases, casts),
// filters, order, limit/offset and Range like PostgREST 12; GET with arguments in the query
// string; head; count in Content-Range; overload resolution and its errors.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../keys.ts";
import type { LocalStack } from "../start.ts";
import { applySql } from "./test-sql.ts";
import { serviceClient, startTestStack } from "../testing.ts";

let stack: LocalStack;
let service: SupabaseClient;

const SETUP = `
  create table public.rpc_devices (id int primary key, name text not null, status text not null, score numeric);
  insert into public.rpc_devices values
    (1, 'alpha', 'ONLINE', 1.5), (2, 'beta', 'OFFLINE', 2), (3, 'gamma', 'ONLINE', 3),
    (4, 'delta', 'MAINTENANCE', null), (5, 'epsilon', 'OFFLINE', 5);
  grant all on public.rpc_devices to service_role;
  create function public.get_status() returns setof public.rpc_devices language sql stable
    as $$ select * from public.rpc_devices order by id $$;
  create function public.devices_named(prefix text) returns table (device_id int, label text, state text)
    language sql stable as $$ select id, name, status from public.rpc_devices where name like prefix || '%' or prefix = '' $$;
  create function public.numbers_up_to(n int) returns setof int language sql immutable
    as $$ select generate_series(1, n) $$;
  create function public.first_device() returns public.rpc_devices language sql stable
    as $$ select * from public.rpc_devices order by id limit 1 $$;
  create function public.rename_offline(suffix text) returns setof public.rpc_devices language sql
    as $$ update public.rpc_devices set name = name || suffix where status = 'OFFLINE' returning * $$;
  create function public.overloaded(a int) returns text language sql as $$ select 'int' $$;
  create function public.overloaded(a text) returns text language sql as $$ select 'text' $$;
  create function public.by_names(a int, b int default 0) returns int language sql as $$ select a + b $$;
  create function public.by_names(c int) returns int language sql as $$ select c * 100 $$;
  create function public.poly_echo(a anyelement) returns anyelement language sql as $$ select a $$;
  create function public.two_unnamed(int, int) returns int language sql as $$ select $1 + $2 $$;
  create function public.half_named(a int, jsonb) returns int language sql as $$ select a $$;
`;

beforeAll(async () => {
  stack = await startTestStack();
  service = serviceClient(stack);
  await applySql(stack, SETUP);
});

afterAll(async () => {
  await stack?.stop();
});

describe("query strings on rpc results", () => {
  it("filters, selects with aliases and casts, orders and limits the result rows", async () => {
    const { data, error, status } = await service
      .rpc("get_status")
      .neq("status", "ONLINE")
      .select("device:name,score::text")
      .order("id", { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { device: "epsilon", score: "5" },
      { device: "delta", score: null },
    ]);
  });

  it("POST /rpc/get_status?status=neq.ONLINE filters like PostgREST", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/get_status?status=neq.ONLINE&select=id`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 2 }, { id: 4 }, { id: 5 }]);
  });

  it("applies to RETURNS TABLE functions, with arguments and filters together", async () => {
    const { data, error } = await service
      .rpc("devices_named", { prefix: "" })
      .in("state", ["ONLINE", "MAINTENANCE"])
      .order("label");
    expect(error).toBeNull();
    expect(data).toEqual([
      { device_id: 1, label: "alpha", state: "ONLINE" },
      { device_id: 4, label: "delta", state: "MAINTENANCE" },
      { device_id: 3, label: "gamma", state: "ONLINE" },
    ]);
  });

  it("GET rpc separates arguments from filters in the query string", async () => {
    const { data, error } = await service
      .rpc("devices_named", { prefix: "e" }, { get: true })
      .eq("state", "OFFLINE")
      .select("label");
    expect(error).toBeNull();
    expect(data).toEqual([{ label: "epsilon" }]);
  });

  it("range() and the Range header page the result, with count=exact in Content-Range", async () => {
    const { data, count, status, error } = await service
      .rpc("get_status", {}, { count: "exact" })
      .select("id")
      .order("id")
      .range(1, 2);
    expect(error).toBeNull();
    expect({ data, count, status }).toEqual({ data: [{ id: 2 }, { id: 3 }], count: 5, status: 206 });
    const filtered = await service.rpc("get_status", {}, { count: "exact" }).eq("status", "OFFLINE");
    expect(filtered.count).toBe(2);
    expect(filtered.status).toBe(200);
  });

  it("head: true answers the count without a body", async () => {
    const { data, count, status } = await service.rpc("numbers_up_to", { n: 7 }, { head: true, count: "exact" });
    expect({ data, count, status }).toEqual({ data: null, count: 7, status: 200 });
  });

  it("setof scalar results filter and order by the function's name", async () => {
    const { data, error } = await service
      .rpc("numbers_up_to", { n: 6 })
      .gt("numbers_up_to", 3)
      .order("numbers_up_to", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([6, 5, 4]);
  });

  it("a function returning one row gives an object; single() accepts it", async () => {
    const { data } = await service.rpc("first_device").select("name");
    expect(data).toEqual({ name: "alpha" });
    const single = await service.rpc("first_device").select("id").single();
    expect(single).toMatchObject({ status: 200, data: { id: 1 } });
  });

  it("single() on a set result with several rows is 406 PGRST116", async () => {
    const { error, status } = await service.rpc("get_status").single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: "PGRST116", details: "The result contains 5 rows" });
  });

  it("an unknown column in a filter is refused, not ignored", async () => {
    const { error, status } = await service.rpc("get_status").eq("nope", 1);
    expect(status).toBe(400);
    expect(error?.code).toBe("42703");
  });
});

describe("max-affected on rpc", () => {
  it("more rows than allowed is 400 PGRST124 and the call is rolled back", async () => {
    // supabase-js types offer .maxAffected() only for PostgREST 13+; it sends these headers.
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/rename_offline`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
        Prefer: "handling=strict,max-affected=1",
      },
      body: JSON.stringify({ suffix: "-x" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "PGRST124",
      details: "The query affects 2 rows",
      hint: null,
      message: "Query result exceeds max-affected preference constraint",
    });
    const { data } = await service.from("rpc_devices").select("name").eq("status", "OFFLINE").order("id");
    expect(data).toEqual([{ name: "beta" }, { name: "epsilon" }]);
  });
});

describe("overloaded and unknown functions", () => {
  it("an ambiguous overload is 300 PGRST203", async () => {
    const { error, status } = await service.rpc("overloaded", { a: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST203",
      details: null,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
      message:
        "Could not choose the best candidate function between: public.overloaded(a => integer), public.overloaded(a => text)",
    });
  });

  it("overloads are resolved by argument names, defaults optional", async () => {
    expect((await service.rpc("by_names", { a: 2 })).data).toBe(2);
    expect((await service.rpc("by_names", { a: 2, b: 3 })).data).toBe(5);
    expect((await service.rpc("by_names", { c: 2 })).data).toBe(200);
  });

  it("an unknown function is 404 PGRST202 with PostgREST's hint", async () => {
    const { error, status } = await service.rpc("get_statuz");
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function public.get_statuz without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.get_status",
      message: "Could not find the function public.get_statuz without parameters in the schema cache",
    });
  });

  it("unknown argument names suggest the closest overload", async () => {
    const { error } = await service.rpc("by_names", { aa: 1, b: 2 });
    expect(error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.by_names(aa, b) in the schema cache",
      hint: "Perhaps you meant to call the function public.by_names(a, b)",
    });
    const viaGet = await service.rpc("by_names", { d: 1 }, { get: true });
    expect(viaGet.error?.details).toBe(
      "Searched for the function public.by_names with parameter d, but no matches were found in the schema cache.",
    );
  });
});

describe("parameters PostgREST cannot bind by name", () => {
  it("a polymorphic parameter fails in PostgreSQL, as behind PostgREST (json_to_record cannot take it)", async () => {
    for (const get of [false, true]) {
      const { error, status } = await service.rpc("poly_echo", { a: 1 }, { get });
      expect(status).toBe(400);
      expect(error).toEqual({
        code: "42P16",
        details: null,
        hint: null,
        message: 'column "a" has pseudo-type anyelement',
      });
    }
  });

  it("a function with two unnamed parameters is not in the schema cache", async () => {
    const { error, status } = await service.rpc("two_unnamed");
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.two_unnamed without parameters in the schema cache",
    });
    expect(error?.hint).not.toContain("two_unnamed");
  });

  it("one unnamed json parameter among named ones is never chosen, but the hint names its parameters", async () => {
    const { error, status } = await service.rpc("half_named", { a: 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function public.half_named with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.half_named(, a)",
      message: "Could not find the function public.half_named(a) in the schema cache",
    });
  });
});

describe("params=single-object (more in rpc-unnamed.test.ts)", () => {
  it("answers PGRST202 for a function without a single json/jsonb parameter", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/get_status`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
        Prefer: "params=single-object",
      },
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function public.get_status with a single json/jsonb parameter, but no matches were found in the schema cache.",
      hint: null,
      message: "Could not find the function public.get_status in the schema cache",
    });
  });
});
