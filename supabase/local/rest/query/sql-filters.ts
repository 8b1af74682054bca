// Filters → a WHERE clause. Column names are resolved through the schema cache (unknown names are
// refused); every value is a text bind parameter cast to the column's catalog type in SQL, so bad
// input is a Postgres cast error (22P02 → 400), never SQL. The operators' SQL follows PostgREST 12's
// Query/SqlFragment.hs; only keywords from the tables below reach SQL.
import { parseError, unknownColumn } from "../errors.ts";
import type { FtsOperator, OperatorToken, QuantifiableOperator } from "../request/filter-operators.ts";
import { splitJsonPath, type JsonStep } from "../request/json-path.ts";
import type { Condition, LogicTree } from "../request/types.ts";
import { API_SCHEMA, quoteIdent, type ColumnInfo, type TableInfo } from "../schema-cache/schema-cache.ts";

/** Collects bind parameters; `add` returns the placeholder. */
export class SqlParams {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function columnOf(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (column) return column;
  // `data->a->>b`: a JSON path on a column (json-path.ts).
  const field = splitJsonPath(name);
  const base = field && table.columns.get(field.column);
  if (!field || !base) throw unknownColumn(table.name, field?.column ?? name);
  return jsonPathColumn(name, qualifiedColumn(table, base), base, field.path);
}

/** `"customer_logos"."id"`: qualified so writes that join a payload stay unambiguous. */
export function qualifiedColumn(table: TableInfo, column: ColumnInfo): string {
  if (column.expression) return column.expression;
  if (column.computedBy) {
    return `${quoteIdent(table.schema ?? API_SCHEMA)}.${quoteIdent(column.computedBy)}(${quoteIdent(table.name)})`;
  }
  return `${quoteIdent(table.name)}.${quoteIdent(column.name)}`;
}

/** PostgREST's pgFmtField: the pseudo-column standing for `base` followed by a JSON path
 * (request/json-path.ts); `baseSql` is the qualified column. Keys become SQL string literals
 * (quotes doubled; NUL was refused when parsed), indexes `'n'::int`; json/jsonb columns take the
 * arrows directly, any other column goes through `to_jsonb(col)` as in PostgREST. */
export function jsonPathColumn(name: string, baseSql: string, base: ColumnInfo, path: JsonStep[]): ColumnInfo {
  const isJson = base.sqlType === "json" || base.sqlType === "jsonb";
  const operand = isJson ? baseSql : `to_jsonb(${baseSql})`;
  const steps = path.map((step) => `${step.arrow}${literal(step.key)}${step.index ? "::int" : ""}`).join("");
  const last = path[path.length - 1];
  const sqlType = last.arrow === "->>" ? "text" : base.sqlType === "json" ? "json" : "jsonb";
  return { name, sqlType, expression: `(${operand}${steps})` };
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

const COMPARISONS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  cs: "@>",
  cd: "<@",
  ov: "&&",
};
const PATTERNS: Record<string, string> = { like: "like", ilike: "ilike", match: "~", imatch: "~*" };
const IS_VALUES: Record<string, string> = { null: "null", true: "true", false: "false", unknown: "unknown" };

function conditionSql(table: TableInfo, condition: Condition, params: SqlParams): string {
  const column = columnOf(table, condition.column);
  const target = qualifiedColumn(table, column);
  const sql = positiveConditionSql(target, column, condition, params);
  return condition.negated ? `not (${sql})` : sql;
}

function positiveConditionSql(target: string, column: ColumnInfo, condition: Condition, params: SqlParams): string {
  const { operator, value } = condition;
  if (operator === "in") {
    const list = Array.isArray(value) ? value : [value];
    return `${target} = any(${params.add(postgresArrayLiteral(list))}::text[]::${elementArrayType(column.sqlType)})`;
  }
  const text = Array.isArray(value) ? value.join(",") : value;
  const extended = extendedConditionSql(target, column, condition.token ?? { operator }, text, params);
  if (extended !== undefined) return extended;
  if (operator === "is") {
    const keyword = IS_VALUES[text.toLowerCase()];
    if (!keyword) throw unknownIsValue(text);
    return `${target} is ${keyword}`;
  }
  if (PATTERNS[operator]) return `${target}::text ${PATTERNS[operator]} ${params.add(text)}::text`;
  return `${target} ${COMPARISONS[operator]} ${params.add(text)}::text::${column.sqlType}`;
}

// The operators beyond plain comparisons (request/filter-operators.ts).
const QUANTIFIED: Record<string, string> = {
  eq: "=",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
} satisfies Record<QuantifiableOperator, string>;

/** Range and array operators (cs, cd, ov also work on arrays). */
const RANGE_OPERATORS: Record<string, string> = {
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
};

const FTS_FUNCTIONS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} satisfies Record<FtsOperator, string>;

/** SQL for the extended operators, or undefined for the ones positiveConditionSql writes itself. */
function extendedConditionSql(
  target: string,
  column: ColumnInfo,
  token: OperatorToken,
  value: string,
  params: SqlParams,
): string | undefined {
  const { operator, quantifier, ftsConfig } = token;
  if (quantifier) {
    const sqlOperator = QUANTIFIED[operator];
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

function unknownIsValue(text: string): Error {
  return parseError(`"failed to parse filter (is.${text})"`, 'is expects one of "null", "true", "false", "unknown"');
}

/** `in` compares against an array of the column's type; array columns compare element-wise. */
function elementArrayType(sqlType: string): string {
  return sqlType.endsWith("[]") ? sqlType : `${sqlType}[]`;
}

/** A Postgres array literal with every element quoted; it travels as a bind parameter. */
export function postgresArrayLiteral(values: string[]): string {
  const quoted = values.map((value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`);
  return `{${quoted.join(",")}}`;
}

function treeSql(table: TableInfo, tree: LogicTree, params: SqlParams): string {
  if (tree.children.length === 0) return tree.negated ? "false" : "true";
  const joiner = tree.kind === "and" ? " and " : " or ";
  const parts = tree.children.map((child) =>
    child.kind === "condition" ? conditionSql(table, child, params) : treeSql(table, child, params),
  );
  const sql = `(${parts.join(joiner)})`;
  return tree.negated ? `not ${sql}` : sql;
}

/** The WHERE clause (with the keyword), or "" when there are no filters. */
export function whereSql(table: TableInfo, where: LogicTree, params: SqlParams): string {
  return where.children.length === 0 ? "" : ` where ${treeSql(table, where, params)}`;
}
