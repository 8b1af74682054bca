// /rest/v1 reads, driven by the official client against the real local stack: the PostgREST
// query language, counts and ranges, single objects, error bodies, and hostile input.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../jwt.ts";
import { ANON_KEY } from "../keys.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, serviceClient, startTestStack } from "../testing.ts";
import { logoRow } from "../../tests/fixtures.ts";

let stack: LocalStack;
let anon: SupabaseClient;
let service: SupabaseClient;

const TRICKY_NAMES = [`O'Brien "Quotes" \\ Ltd`, "Comma, (Parens) Inc", "Percent 100% *Star*"];

beforeAll(async () => {
  stack = await startTestStack();
  anon = anonClient(stack.apiUrl);
  service = serviceClient(stack);
  const rows = TRICKY_NAMES.map((name, i) => logoRow(name, { display_order: 90 + i }));
  const { error } = await service.from("customer_logos").insert(rows);
  if (error) throw error;
});

afterAll(async () => {
  await stack?.stop();
});

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}/rest/v1/${path}`, { ...init, headers: { apikey: ANON_KEY, ...init.headers } });

describe("select", () => {
  it("returns the named columns, filtered and ordered", async () => {
    const { data, error } = await anon
      .from("customer_logos")
      .select("company_name, display_order")
      .gte("display_order", 2)
      .lte("display_order", 4)
      .order("display_order", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { company_name: "Stratos Telecom", display_order: 4 },
      { company_name: "Aurora Health", display_order: 3 },
      { company_name: "Helix Energy", display_order: 2 },
    ]);
  });

  it("renames columns with alias:column", async () => {
    const { data } = await anon.from("customer_logos").select("name:company_name").eq("display_order", 1);
    expect(data).toEqual([{ name: "Veridian Bank" }]);
  });

  it("supports neq, like, ilike, in, is and not", async () => {
    const seededLogos = () =>
      anon.from("customer_logos").select("company_name").lt("display_order", 90).order("display_order");
    const names = async (narrow: (query: ReturnType<typeof seededLogos>) => ReturnType<typeof seededLogos>) => {
      const { data, error } = await narrow(seededLogos());
      expect(error).toBeNull();
      return (data ?? []).map((row) => row.company_name);
    };
    expect(await names((q) => q.like("company_name", "%Health"))).toEqual(["Aurora Health"]);
    expect(await names((q) => q.ilike("company_name", "%BANK%"))).toEqual(["Veridian Bank"]);
    expect(await names((q) => q.in("display_order", [1, 8]))).toEqual(["Veridian Bank", "Cobalt Insurance"]);
    expect(await names((q) => q.is("company_name", null))).toEqual([]);
    expect(await names((q) => q.not("display_order", "lt", 7))).toEqual(["Bluepeak Retail", "Cobalt Insurance"]);
    expect(await names((q) => q.neq("display_order", 1).lt("display_order", 3))).toEqual(["Helix Energy"]);
    expect(await names((q) => q.or("display_order.eq.1,and(display_order.gt.7,company_name.ilike.*insur*)"))).toEqual([
      "Veridian Bank",
      "Cobalt Insurance",
    ]);
  });

  it("pages with range() and reports the exact count in Content-Range", async () => {
    const { data, count, status } = await anon
      .from("customer_logos")
      .select("display_order", { count: "exact" })
      .lt("display_order", 90)
      .order("display_order")
      .range(2, 4);
    expect(data).toEqual([{ display_order: 3 }, { display_order: 4 }, { display_order: 5 }]);
    expect(count).toBe(8);
    expect(status).toBe(206);
    const response = await rest("customer_logos?select=id&display_order=lt.90", {
      headers: { Prefer: "count=exact", Range: "0-1" },
    });
    expect(response.headers.get("content-range")).toBe("0-1/8");
    const empty = await rest("customer_logos?select=id&display_order=eq.-5", { headers: { Prefer: "count=exact" } });
    expect(empty.headers.get("content-range")).toBe("*/0");
    const uncounted = await rest("customer_logos?select=id&display_order=lt.3");
    expect(uncounted.headers.get("content-range")).toBe("0-1/*");
  });

  it("answers HEAD with a count and no body", async () => {
    const { data, count, error } = await anon
      .from("customer_logos")
      .select("*", { count: "exact", head: true })
      .lt("display_order", 90);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(8);
  });

  it("single() gives one object, and 406 PGRST116 for zero or several rows", async () => {
    const one = await anon.from("customer_logos").select("company_name").eq("display_order", 1).single();
    expect(one.data).toEqual({ company_name: "Veridian Bank" });
    const none = await anon.from("customer_logos").select("*").eq("display_order", 12345).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "JSON object requested, multiple (or no) rows returned",
    });
    const many = await anon.from("customer_logos").select("*").lt("display_order", 3).single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe("The result contains 2 rows");
  });
});

describe("errors", () => {
  it("an unknown table is 404 PGRST205", async () => {
    const { error, status } = await anon.from("no_such_table").select("*");
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
  });

  it("only schema public is served: other profiles are 406 PGRST106, auth.users is unreachable", async () => {
    const response = await rest("users?select=*", { headers: { "Accept-Profile": "auth" } });
    expect(response.status).toBe(406);
    expect((await response.json()).code).toBe("PGRST106");
    const dotted = await rest("auth.users?select=*");
    expect(dotted.status).toBe(404);
  });

  it("a value that does not fit the column type is 400 22P02", async () => {
    const { error, status } = await anon.from("customer_logos").select("id").eq("display_order", "seven");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22P02", hint: null });
  });

  it("an expired JWT is 401 PGRST303 JWT expired with WWW-Authenticate", async () => {
    const expired = signJwt({
      role: "authenticated",
      sub: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    const response = await rest("customer_logos?select=id", { headers: { Authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    expect(await response.json()).toEqual({ code: "PGRST303", details: null, hint: null, message: "JWT expired" });
  });

  it("a forged JWT is 401 PGRST301, a token for a non-API role is refused", async () => {
    const forged = await rest("customer_logos", { headers: { Authorization: `Bearer ${ANON_KEY.slice(0, -2)}xx` } });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe("PGRST301");
    const superuser = await rest("customer_logos", {
      headers: { Authorization: `Bearer ${signJwt({ role: "postgres" })}` },
    });
    expect(superuser.status).toBe(403);
  });

  it("a malformed JSON body is 400 PGRST102", async () => {
    const response = await rest("customer_logos", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PGRST102");
  });
});

describe("hostile input is refused or taken literally", () => {
  it("refuses column names that are not in the schema", async () => {
    for (const path of [
      "customer_logos?id;drop%20table%20customer_logos=eq.1",
      "customer_logos?select=id;drop%20table%20customer_logos",
      "customer_logos?select=*&order=id;select%201",
      'customer_logos?select=id&order="id"desc',
    ]) {
      const response = await rest(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toHaveProperty("code");
    }
  });

  it("refuses sub-selects and embedded resources in select", async () => {
    const { error, status } = await anon.from("customer_logos").select("*,(select 1)");
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST100");
  });

  it("matches quotes, backslashes, commas and wildcards as literal values", async () => {
    for (const name of TRICKY_NAMES) {
      const { data } = await anon.from("customer_logos").select("company_name").eq("company_name", name);
      expect(data).toEqual([{ company_name: name }]);
    }
    const { data } = await anon
      .from("customer_logos")
      .select("company_name")
      .in("company_name", TRICKY_NAMES)
      .order("display_order");
    expect(data?.map((row) => row.company_name)).toEqual(TRICKY_NAMES);
    const injected = await anon.from("customer_logos").select("id").eq("company_name", "x' or '1'='1");
    expect(injected.data).toEqual([]);
    const orInjected = await anon.from("customer_logos").select("id").or("company_name.eq.x) or (true");
    expect(orInjected.status).toBe(400);
  });

  it("keeps serving after all of the above", async () => {
    const { count } = await anon
      .from("customer_logos")
      .select("*", { count: "exact", head: true })
      .lt("display_order", 90);
    expect(count).toBe(8);
    const { error } = await service.from("customer_logos").select("id").limit(1);
    expect(error).toBeNull();
  });
});
