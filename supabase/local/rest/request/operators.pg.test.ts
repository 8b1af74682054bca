// PostgREST 12's filter operators with the official client: quantified like/ilike/eq (any|all),
// range operators, isdistinct, full-text search, is, not., and in with quoted values.
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
    `create table public.op_rows (id int primary key, name text, during int4range, flag boolean, body text);
     grant all on public.op_rows to service_role;
     insert into public.op_rows values
       (1, 'Apple pie', '[1,5)', true, 'The quick brown fox jumps'),
       (2, 'apricot', '[5,10)', false, 'Lazy dogs sleep all day'),
       (3, 'Banana, split', '[20,30)', null, 'Foxes and dogs are friends'),
       (4, 'cherry "red"', null, true, 'nothing here');`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const ids = async (query: PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>) => {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.id).sort((a, b) => a - b);
};
const rows = () => service.from("op_rows").select("id");

describe("quantified operators", () => {
  it("like(any), like(all), ilike(any), ilike(all)", async () => {
    expect(await ids(rows().likeAnyOf("name", ["Apple%", "%split"]))).toEqual([1, 3]);
    expect(await ids(rows().likeAllOf("name", ["a%", "%cot"]))).toEqual([2]);
    expect(await ids(rows().ilikeAnyOf("name", ["apple%", "CHERRY%"]))).toEqual([1, 4]);
    expect(await ids(rows().ilikeAllOf("name", ["A%", "%e%"]))).toEqual([1]);
    expect(await ids(rows().not("name", "like(any)", "{Apple%,%split}"))).toEqual([2, 4]);
  });

  it("eq(any) compares with the column's type", async () => {
    expect(await ids(rows().filter("id", "eq(any)", "{1,3}"))).toEqual([1, 3]);
    expect(await ids(rows().filter("id", "gt(all)", "{1,2}"))).toEqual([3, 4]);
  });
});

describe("range operators", () => {
  it("sl, sr, nxl, nxr, adj, ov, cs, cd on int4range", async () => {
    expect(await ids(rows().rangeLt("during", "[10,15)"))).toEqual([1, 2]);
    expect(await ids(rows().rangeGt("during", "[10,15)"))).toEqual([3]);
    expect(await ids(rows().rangeGte("during", "[5,6)"))).toEqual([2, 3]);
    expect(await ids(rows().rangeLte("during", "[5,6)"))).toEqual([1]);
    expect(await ids(rows().rangeAdjacent("during", "[10,20)"))).toEqual([2, 3]);
    expect(await ids(rows().overlaps("during", "[4,6)"))).toEqual([1, 2]);
    expect(await ids(rows().contains("during", "[2,3]"))).toEqual([1]);
    expect(await ids(rows().containedBy("during", "[0,12)"))).toEqual([1, 2]);
    expect(await ids(rows().not("during", "adj", "[10,20)").not("during", "is", null))).toEqual([1]);
  });
});

describe("is, isdistinct and not", () => {
  it("is true / false / null / unknown and their negations", async () => {
    expect(await ids(rows().is("flag", true))).toEqual([1, 4]);
    expect(await ids(rows().is("flag", false))).toEqual([2]);
    expect(await ids(rows().is("flag", null))).toEqual([3]);
    expect(await ids(rows().filter("flag", "is", "unknown"))).toEqual([3]);
    expect(await ids(rows().not("flag", "is", true))).toEqual([2, 3]);
  });

  it("isdistinct treats null as a value", async () => {
    expect(await ids(rows().filter("flag", "isdistinct", "true"))).toEqual([2, 3]);
    expect(await ids(rows().not("flag", "isdistinct", "true"))).toEqual([1, 4]);
  });

  it("in with quoted values holding commas, quotes and parentheses", async () => {
    expect(await ids(rows().in("name", ["Banana, split", 'cherry "red"']))).toEqual([3, 4]);
    expect(await ids(rows().not("name", "in", '("Banana, split","cherry \\"red\\"")'))).toEqual([1, 2]);
  });
});

describe("full-text search", () => {
  it("fts, plfts, phfts and wfts with a configuration", async () => {
    expect(await ids(rows().textSearch("body", "fox & dog", { config: "english" }))).toEqual([3]);
    expect(await ids(rows().textSearch("body", "quick brown", { type: "plain", config: "english" }))).toEqual([1]);
    expect(await ids(rows().textSearch("body", "brown fox", { type: "phrase", config: "english" }))).toEqual([1]);
    expect(
      await ids(rows().textSearch("body", '"lazy dogs" or friends', { type: "websearch", config: "english" })),
    ).toEqual([2, 3]);
    expect(await ids(rows().not("body", "fts(english)", "dog"))).toEqual([1, 4]);
  });

  it("an unknown configuration is Postgres's 400, not a silent match", async () => {
    const { error, status } = await rows().textSearch("body", "fox", { config: "klingon" });
    expect(status).toBe(400);
    expect(error?.message).toContain("klingon");
  });
});
