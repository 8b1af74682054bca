// PostgREST 12's JSON paths (`->`, `->>`) through the official client: select with implicit names,
// aliases and casts, filters on text and jsonb values, array indexes, order, and inside embeds.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../start.ts";
import { applySql } from "../test-sql.ts";
import { serviceClient, startTestStack } from "../../testing.ts";

let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  service = serviceClient(stack);
  await applySql(
    stack,
    `create table public.jp_owners (id int primary key, name text);
     create table public.jp_docs (id int primary key, owner_id int references public.jp_owners (id),
       data jsonb, meta json, title text, tags text[]);
     grant all on public.jp_owners, public.jp_docs to service_role;
     insert into public.jp_owners values (1, 'Ada'), (2, 'Bob');
     insert into public.jp_docs values
       (1, 1, '{"a": {"b": "x", "n": 1}, "k": "pear", "list": [{"name": "first"}, 20]}', '{"m": "one"}', 'T1', '{red,blue}'),
       (2, 1, '{"a": {"b": "y", "n": 2}, "k": "apple", "list": [{"name": "second"}, 10]}', '{"m": "two"}', 'T2', null),
       (3, 2, '{"a": {"b": "x", "n": 3}, "k": "zebra", "list": []}', null, 'T3', '{green}');`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const docs = () => service.from("jp_docs");

describe("JSON paths in select", () => {
  it("names an item after its last key, keeps -> values as JSON and ->> values as text", async () => {
    const { data, error } = await docs().select("id, data->a->>b, data->a, data->a->n").order("id").limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, b: "x", a: { b: "x", n: 1 }, n: 1 }]);
  });

  it("takes aliases and casts, and indexes arrays", async () => {
    const { data, error } = await docs()
      .select("id, label:data->>k, num:data->a->>n::int, first:data->list->0->>name, data->list->1, data->0")
      .order("id")
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, label: "pear", num: 1, first: "first", list: 20, data: null },
      { id: 2, label: "apple", num: 2, first: "second", list: 10, data: null },
    ]);
  });

  it("reads json (not jsonb) columns and non-JSON columns through to_jsonb like PostgREST", async () => {
    const { data, error } = await docs().select("id, meta->>m, title->>x, tags->>0").order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, m: "one", x: null, tags: "red" },
      { id: 2, m: "two", x: null, tags: null },
      { id: 3, m: null, x: null, tags: "green" },
    ]);
  });

  it("works inside embeds", async () => {
    const { data, error } = await service
      .from("jp_owners")
      .select("name, jp_docs(id, data->>k)")
      .eq("id", 1)
      .order("id", { referencedTable: "jp_docs" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Ada",
        jp_docs: [
          { id: 1, k: "pear" },
          { id: 2, k: "apple" },
        ],
      },
    ]);
  });
});

describe("JSON paths in filters and order", () => {
  const ids = async (query: PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>) => {
    const { data, error } = await query;
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.id);
  };

  it("filters on ->> as text and on -> as jsonb", async () => {
    expect(await ids(docs().select("id").eq("data->a->>b", "x").order("id"))).toEqual([1, 3]);
    expect(await ids(docs().select("id").eq("data->a->n", 2))).toEqual([2]);
    expect(await ids(docs().select("id").gt("data->a->n", 1).order("id"))).toEqual([2, 3]);
    expect(await ids(docs().select("id").eq("data->list->0->>name", "second"))).toEqual([2]);
    expect(await ids(docs().select("id").in("data->>k", ["pear", "zebra"]).order("id"))).toEqual([1, 3]);
    expect(await ids(docs().select("id").like("data->>k", "%pp%"))).toEqual([2]);
    expect(await ids(docs().select("id").or("data->>k.eq.apple,data->a->n.eq.3").order("id"))).toEqual([2, 3]);
    expect(await ids(docs().select("id").is("data->list->0", null))).toEqual([3]);
  });

  it("filters embedded resources by JSON path", async () => {
    const { data, error } = await service
      .from("jp_owners")
      .select("id, jp_docs!inner(id)")
      .eq("jp_docs.data->>k", "zebra");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, jp_docs: [{ id: 3 }] }]);
  });

  it("orders parents by a JSON path of a to-one embed", async () => {
    await applySql(stack, "alter table public.jp_owners add column info jsonb");
    await service
      .from("jp_owners")
      .update({ info: { rank: 2 } })
      .eq("id", 1);
    await service
      .from("jp_owners")
      .update({ info: { rank: 1 } })
      .eq("id", 2);
    const { data, error } = await docs()
      .select("id, owner:jp_owners(info)")
      .order("owner(info->rank)", { ascending: true })
      .order("id");
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it("orders by a JSON path", async () => {
    expect(await ids(docs().select("id").order("data->>k", { ascending: false }))).toEqual([3, 1, 2]);
    expect(await ids(docs().select("id").order("data->a->n", { ascending: false }))).toEqual([3, 2, 1]);
  });

  it("answers PostgREST's errors for unknown columns and malformed paths", async () => {
    const unknown = await docs().select("id, nope->>a");
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe("42703");
    const malformed = await docs().select("id, data->");
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe("PGRST100");
    const quoted = await docs().select("id").eq("data->>k'; drop table jp_docs; --", "x");
    expect(quoted.error).toBeNull();
    expect(quoted.data).toEqual([]);
    expect((await docs().select("id")).data).toHaveLength(3);
  });
});
