// SELECT statements for GET/HEAD, and the select list shared with write representations.
// Postgres renders the JSON itself (json_agg), exactly like PostgREST, so types serialize the same
// way (timestamptz, numeric, jsonb) and the text goes to the socket without a JS round trip.
import type { PlanNode } from "../plan/embed-plan.ts";
import type { OrderTerm } from "../request/types.ts";
import type { TableInfo } from "../schema-cache/schema-cache.ts";
import { csvBodySql } from "./csv.ts";
import { nodeSql } from "./sql-embed.ts";
import { columnOf, qualifiedColumn, SqlParams, whereSql } from "./sql-filters.ts";
import { MAX_ROWS, tableRef, type Statement } from "./statement.ts";

export function orderSql(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map((term) => {
    const column = qualifiedColumn(table, columnOf(table, term.column));
    const nulls = term.nulls ? ` nulls ${term.nulls}` : "";
    return `${column} ${term.descending ? "desc" : "asc"}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** Wraps a row source as `{body, page_count}`: the JSON array text and how many rows it holds. */
export function jsonArraySql(rowSource: string, stripNulls: boolean, csv = false): string {
  if (csv) return csvBodySql(rowSource);
  const array = stripNulls ? "json_strip_nulls(json_agg(pgrst_row))" : "json_agg(pgrst_row)";
  return `select coalesce(${array}, '[]')::text as body, count(*)::int as page_count from (${rowSource}) pgrst_row`;
}

export interface ReadStatements {
  page: Statement;
  /** `count(*)` over the same filters, for Prefer: count=exact. */
  count: Statement;
  offset: number;
}

export function buildRead(
  plan: PlanNode,
  range: { offset: number; limit?: number },
  stripNulls: boolean,
  csv = false,
): ReadStatements {
  const { table } = plan;
  const params = new SqlParams();
  // Embedded resources (sql-embed.ts) are lateral joins of the same SELECT; `!inner` ones narrow the count.
  const rows = nodeSql(plan, params, { limit: range.limit ?? MAX_ROWS, offset: range.offset });
  let count: Statement;
  if (plan.children.length > 0) {
    const countParams = new SqlParams();
    const counted = nodeSql(plan, countParams, undefined, undefined, { unordered: true });
    count = { sql: `select count(*)::int as total from (${counted}) pgrst_count`, params: countParams.values };
  } else {
    count = {
      sql: `select count(*)::int as total from ${tableRef(table)}${whereSql(table, plan.where, new SqlParams())}`,
      params: params.values,
    };
  }
  return { page: { sql: jsonArraySql(rows, stripNulls, csv), params: params.values }, count, offset: range.offset };
}
