// The operators of PostgREST 12's filter grammar beyond plain comparisons (ApiRequest/QueryParams.hs,
// Query/SqlFragment.hs): quantified `op(any)` / `op(all)` with a `{a,b}` list, range operators,
// `isdistinct`, and full-text search `fts|plfts|phfts|wfts` with an optional `(config)`.
// Every value stays a bind parameter; only operator keywords from these tables reach SQL.
import { parseError } from "../errors.ts";
import type { ColumnInfo } from "../schema-cache/schema-cache.ts";
import type { SqlParams } from "../query/sql-filters.ts";

/** Operators `op(any)` / `op(all)` may quantify. */
export const QUANTIFIABLE: Record<string, string> = {
  eq: "=",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
};

/** Range and array operators (cs, cd, ov also work on arrays). */
export const RANGE_OPERATORS: Record<string, string> = {
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
};

export const FTS_FUNCTIONS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};

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
  if (QUANTIFIABLE[operator] && (argument === "any" || argument === "all")) return { operator, quantifier: argument };
  if (FTS_FUNCTIONS[operator] && argument !== "") return { operator, ftsConfig: argument };
  throw parseError(
    `"failed to parse filter (${expression})" (line 1, column 1)`,
    `unexpected "(${argument})" after "${operator}"`,
  );
}

/** SQL for the extended operators, or undefined for the ones sql-filters handles itself. */
export function extendedConditionSql(
  target: string,
  column: ColumnInfo,
  token: OperatorToken,
  value: string,
  params: SqlParams,
): string | undefined {
  const { operator, quantifier, ftsConfig } = token;
  if (quantifier) {
    const sqlOperator = QUANTIFIABLE[operator];
    const isPattern = operator === "like" || operator === "ilike" || operator === "match" || operator === "imatch";
    const list = isPattern ? value.replaceAll("*", "%") : value;
    // PostgREST passes `{a,b}` as one array literal; Postgres parses it as the column's type.
    const arrayType = isPattern ? "text[]" : `${column.sqlType.replace(/\[\]$/, "")}[]`;
    const left = isPattern ? `${target}::text` : target;
    return `${left} ${sqlOperator} ${quantifier}(${params.add(list)}::text::${arrayType})`;
  }
  if (RANGE_OPERATORS[operator]) {
    return `${target} ${RANGE_OPERATORS[operator]} ${params.add(value)}::text::${column.sqlType}`;
  }
  if (operator === "isdistinct") return `${target} is distinct from ${params.add(value)}::text::${column.sqlType}`;
  if (FTS_FUNCTIONS[operator]) {
    const query = ftsConfig
      ? `${FTS_FUNCTIONS[operator]}(${params.add(ftsConfig)}::regconfig, ${params.add(value)})`
      : `${FTS_FUNCTIONS[operator]}(${params.add(value)})`;
    // As in PostgREST: `col @@ query`; on a text column Postgres applies to_tsvector itself.
    return `${target} @@ ${query}`;
  }
  return undefined;
}
