// The PostgREST query grammar, without a database: what supabase-js sends becomes the right tree.
import { describe, expect, it } from "vitest";
import { parseCondition, parseQuery } from "./parse-query.ts";
import { splitTopLevel } from "./syntax.ts";

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe("filters", () => {
  it("reads op.value and not.op.value", () => {
    expect(parseCondition("age", "gte.18")).toEqual({
      kind: "condition",
      column: "age",
      operator: "gte",
      negated: false,
      value: "18",
    });
    expect(parseCondition("age", "not.is.null")).toMatchObject({ operator: "is", negated: true, value: "null" });
  });

  it("keeps everything after the operator as the value, dots included", () => {
    expect(parseCondition("email", "eq.a.b@example.com").value).toBe("a.b@example.com");
  });

  it("turns * into % in like patterns, as PostgREST does", () => {
    expect(parseCondition("name", "ilike.*bank*").value).toBe("%bank%");
  });

  it("splits in-lists on commas outside double quotes and unescapes quoted items", () => {
    expect(parseCondition("name", 'in.(a,"b,c","d\\"e",x"y)').value).toEqual(["a", "b,c", 'd"e', 'x"y']);
    expect(parseCondition("id", "in.()").value).toEqual([]);
  });

  it("refuses unknown operators and unbalanced lists", () => {
    expect(() => parseCondition("id", "drop.1")).toThrow();
    expect(() => parseCondition("id", "in.(1,2")).toThrow();
    expect(() => parseCondition("id", "eq")).toThrow();
  });
});

describe("or / and trees", () => {
  it("nests and(...) inside or(...)", () => {
    const { where } = parse("or=(a.eq.1,and(b.gt.2,c.not.like.*x*))");
    expect(where.children).toEqual([
      {
        kind: "or",
        negated: false,
        children: [
          { kind: "condition", column: "a", operator: "eq", negated: false, value: "1" },
          {
            kind: "and",
            negated: false,
            children: [
              { kind: "condition", column: "b", operator: "gt", negated: false, value: "2" },
              { kind: "condition", column: "c", operator: "like", negated: true, value: "%x%" },
            ],
          },
        ],
      },
    ]);
  });

  it("unquotes values that contain commas or parentheses", () => {
    const { where } = parse('or=(name.eq."Comma, (Parens) Inc",id.in.(1,2))');
    const tree = where.children[0];
    expect(tree.kind === "or" && tree.children.map((child) => child.kind === "condition" && child.value)).toEqual([
      "Comma, (Parens) Inc",
      ["1", "2"],
    ]);
  });

  it("refuses a tree that is not parenthesized or not balanced", () => {
    expect(() => parse("or=a.eq.1")).toThrow();
    expect(() => parse("or=(a.eq.1))")).toThrow();
    expect(() => splitTopLevel('a,"b')).toThrow();
  });
});

describe("select, order, limit", () => {
  it("reads columns, aliases and allowed casts; refuses other casts", () => {
    expect(parse("select=id,name:company_name,display_order::text").select).toEqual([
      { kind: "column", column: "id", alias: undefined, cast: undefined },
      { kind: "column", column: "company_name", alias: "name", cast: undefined },
      { kind: "column", column: "display_order", alias: undefined, cast: "text" },
    ]);
    expect(() => parse("select=*,(select 1)")).toThrow();
    expect(() => parse("select=id::regclass")).toThrow();
  });

  it("reads embedded resources with alias, hint, join type, spread and nesting", () => {
    expect(
      parse("select=id,author:users!posts_author_id_fkey!inner(name,teams(*)),...editor!left(email),tags()").select,
    ).toEqual([
      { kind: "column", column: "id", alias: undefined, cast: undefined },
      {
        kind: "embed",
        relation: "users",
        alias: "author",
        hint: "posts_author_id_fkey",
        joinType: "inner",
        spread: false,
        select: [
          { kind: "column", column: "name", alias: undefined, cast: undefined },
          { kind: "embed", relation: "teams", alias: undefined, spread: false, select: [{ kind: "star" }] },
        ],
      },
      {
        kind: "embed",
        relation: "editor",
        alias: undefined,
        joinType: "left",
        spread: true,
        select: [{ kind: "column", column: "email", alias: undefined, cast: undefined }],
      },
      { kind: "embed", relation: "tags", alias: undefined, spread: false, select: [] },
    ]);
  });

  it("reads aggregates as PostgREST's pAggregation: alias, casts before and after, bare count()", () => {
    expect(parse("select=c:count()::text,total:amount::int.sum(),id").select).toEqual([
      { kind: "column", column: "", alias: "c", aggregate: "count", aggregateCast: "text" },
      { kind: "column", column: "amount", alias: "total", cast: "int", aggregate: "sum", aggregateCast: undefined },
      { kind: "column", column: "id", alias: undefined, cast: undefined },
    ]);
    expect(() => parse("select=sum()")).toThrow();
  });

  it("refuses malformed embeds and nesting deeper than ten levels", () => {
    for (const select of [
      "users(",
      "users(name",
      "users(name))",
      ":users(*)",
      "users!(*)",
      "a!b!c!d(*)",
      "users!hint",
    ]) {
      expect(() => parse(`select=${encodeURIComponent(select)}`), select).toThrow();
    }
    expect(() => parse(`select=${"a(".repeat(11)}id${")".repeat(11)}`)).toThrow();
    expect(() => parse(`select=${"a(".repeat(10)}id${")".repeat(10)}`)).not.toThrow();
  });

  it("routes dotted parameters to the embed they name", () => {
    const query = parse(
      "select=*,posts(*)&posts.title=eq.x&posts.order=id.desc&posts.limit=2&posts.offset=1&posts.not.or=(a.eq.1,b.eq.2)&not.or=(c.eq.3)",
    );
    expect(query.where.children).toHaveLength(1);
    expect(query.embedded?.get("posts")).toEqual({
      where: {
        kind: "and",
        negated: false,
        children: [
          { kind: "condition", column: "title", operator: "eq", negated: false, value: "x" },
          {
            kind: "or",
            negated: true,
            children: [
              { kind: "condition", column: "a", operator: "eq", negated: false, value: "1" },
              { kind: "condition", column: "b", operator: "eq", negated: false, value: "2" },
            ],
          },
        ],
      },
      order: [{ column: "id", descending: true }],
      limit: 2,
      offset: 1,
    });
    expect(parse("order=author(name).desc.nullsfirst,id").order).toEqual([
      { column: "name", relation: "author", descending: true, nulls: "first" },
      { column: "id", descending: false },
    ]);
  });

  it("reads order terms with direction and nulls placement", () => {
    expect(parse("order=a.desc.nullslast,b").order).toEqual([
      { column: "a", descending: true, nulls: "last" },
      { column: "b", descending: false },
    ]);
    expect(() => parse("order=a.sideways")).toThrow();
  });

  it("accepts only non-negative integers for limit and offset", () => {
    expect(parse("limit=10&offset=5")).toMatchObject({ limit: 10, offset: 5 });
    expect(() => parse("limit=-1")).toThrow();
    expect(() => parse("offset=1;select")).toThrow();
  });
});
