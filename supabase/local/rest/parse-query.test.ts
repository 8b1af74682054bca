// The PostgREST query grammar, without a database: what supabase-js sends becomes the right tree.
import { describe, expect, it } from "vitest";
import { parseCondition, parseQuery, splitTopLevel } from "./parse-query.ts";

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
  it("reads columns, aliases and allowed casts; refuses embedding and other casts", () => {
    expect(parse("select=id,name:company_name,display_order::text").select).toEqual([
      { kind: "column", column: "id", alias: undefined, cast: undefined },
      { kind: "column", column: "company_name", alias: "name", cast: undefined },
      { kind: "column", column: "display_order", alias: undefined, cast: "text" },
    ]);
    expect(() => parse("select=*,(select 1)")).toThrow();
    expect(() => parse("select=author(name)")).toThrow();
    expect(() => parse("select=id::regclass")).toThrow();
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
