// The operators of PostgREST 12's filter grammar (ApiRequest/QueryParams.hs): comparisons and
// patterns, quantified `op(any)` / `op(all)` with a `{a,b}` list, range operators, `isdistinct`, and
// full-text search `fts|plfts|phfts|wfts` with an optional `(config)`. Parsing only: the SQL of each
// is query/sql-filters.ts, where every value stays a bind parameter and only operator keywords
// from its tables reach SQL.
import { parseError } from "../errors.ts";

export const FILTER_OPERATORS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "is",
  "in",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxl",
  "nxr",
  "adj",
  "isdistinct",
  "fts",
  "plfts",
  "phfts",
  "wfts",
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators `op(any)` / `op(all)` may quantify. */
export const QUANTIFIABLE_OPERATORS = ["eq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch"] as const;
export type QuantifiableOperator = (typeof QUANTIFIABLE_OPERATORS)[number];

/** Full-text search operators, which take an optional `(config)`. */
export const FTS_OPERATORS = ["fts", "plfts", "phfts", "wfts"] as const;
export type FtsOperator = (typeof FTS_OPERATORS)[number];

const isOneOf = (list: readonly string[], operator: string): boolean => list.includes(operator);

export interface OperatorToken {
  operator: string;
  /** `any` / `all` for quantified operators. */
  quantifier?: "any" | "all";
  /** The text search configuration of `fts(english)`. */
  ftsConfig?: string;
}

/** `like(any)` → {operator: like, quantifier: any}; `fts(english)` → {operator: fts, ftsConfig}. */
export function parseOperatorToken(token: string, expression: string): OperatorToken | undefined {
  const match = token.match(/^([a-z]+)(?:\(([^()]*)\))?$/);
  if (!match) return undefined;
  const [, operator, argument] = match;
  if (argument === undefined) return { operator };
  if (isOneOf(QUANTIFIABLE_OPERATORS, operator) && (argument === "any" || argument === "all")) {
    return { operator, quantifier: argument };
  }
  if (isOneOf(FTS_OPERATORS, operator) && argument !== "") return { operator, ftsConfig: argument };
  throw parseError(
    `"failed to parse filter (${expression})" (line 1, column 1)`,
    `unexpected "(${argument})" after "${operator}"`,
  );
}
