// SELECT statements for GET/HEAD, and the select list shared with write representations.
// Postgres renders the JSON itself (json_agg), exactly like PostgREST, so types serialize the same
// way (timestamptz, numeric, jsonb) and the text goes to the socket without a JS round trip.
import { columnOf, qualifiedColumn, SqlParams, whereSql } from "./sql-filters.ts";
import type { OrderTerm, ParsedQuery, SelectItem } from "./parse-query.ts";
import { API_SCHEMA, quoteIdent, type TableInfo } from "./schema-cache.ts";

export interface Statement {
  sql: string;
  params: string[];
}

/** PostgREST's `db-max-rows` as set in config.toml ([api] max_rows). */
export const MAX_ROWS = 1000;

export function tableRef(table: TableInfo): string {
  return `${quoteIdent(API_SCHEMA)}.${quoteIdent(table.name)}`;
}

/** The select list, with each column qualified by the table name. */
export function selectListSql(table: TableInfo, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === "star") return `${quoteIdent(table.name)}.*`;
      const column = columnOf(table, item.column);
      const cast = item.cast ? `::${item.cast}` : "";
      return `${qualifiedColumn(table, column)}${cast} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(", ");
}

function orderSql(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map((term) => {
    const column = qualifiedColumn(table, columnOf(table, term.column));
    const nulls = term.nulls ? ` nulls ${term.nulls}` : "";
    return `${column} ${term.descending ? "desc" : "asc"}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** Wraps a row source as `{body, page_count}`: the JSON array text and how many rows it holds. */
export function jsonArraySql(rowSource: string, stripNulls: boolean): string {
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
  table: TableInfo,
  query: ParsedQuery,
  range: { offset: number; limit?: number },
  stripNulls: boolean,
): ReadStatements {
  const params = new SqlParams();
  const where = whereSql(table, query.where, params);
  const limit = Math.min(range.limit ?? MAX_ROWS, MAX_ROWS);
  const rows = `select ${selectListSql(table, query.select)} from ${tableRef(table)}${where}${orderSql(table, query.order)} limit ${limit} offset ${range.offset}`;
  return {
    page: { sql: jsonArraySql(rows, stripNulls), params: params.values },
    count: { sql: `select count(*)::int as total from ${tableRef(table)}${where}`, params: params.values },
    offset: range.offset,
  };
}
