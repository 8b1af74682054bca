// Filters → a WHERE clause. Column names are resolved through the schema cache (unknown names are
// refused); every value is a text bind parameter cast to the column's catalog type in SQL, so bad
// input is a Postgres cast error (22P02 → 400), never SQL.
import { parseError, unknownColumn } from "../errors.ts";
import { extendedConditionSql } from "../request/filter-operators.ts";
import { jsonPathColumn, splitJsonPath } from "../request/json-path.ts";
import type { Condition, LogicTree } from "../request/parse-query.ts";
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
