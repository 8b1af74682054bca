// INSERT / UPSERT / UPDATE / DELETE statements. The JSON payload is one bind parameter expanded by
// json_populate_record(set) over the table's own row type, so Postgres converts each value to the
// column type. Without return=representation there is no RETURNING, because RETURNING makes
// Postgres apply SELECT policies too (PostgREST behaves the same way).
import { unknownPayloadColumn } from "./errors.ts";
import type { ParsedQuery } from "./parse-query.ts";
import { columnOf, SqlParams, whereSql } from "./sql-filters.ts";
import { jsonArraySql, selectListSql, tableRef, type Statement } from "./sql-read.ts";
import { quoteIdent, type TableInfo } from "./schema-cache.ts";

export type JsonRow = Record<string, unknown>;

export interface WriteOptions {
  representation: boolean;
  stripNulls: boolean;
}

export interface UpsertOptions {
  resolution?: "merge-duplicates" | "ignore-duplicates";
  onConflict?: string[];
  missingDefault: boolean;
}

/** With representation: `{body, page_count}` over RETURNING; without: the bare statement. */
function finish(table: TableInfo, statement: string, query: ParsedQuery, options: WriteOptions): string {
  if (!options.representation) return statement;
  const returning = `${statement} returning ${quoteIdent(table.name)}.*`;
  const rows = `select ${selectListSql(table, query.select)} from pgrst_source as ${quoteIdent(table.name)}`;
  return `with pgrst_source as (${returning}) ${jsonArraySql(rows, options.stripNulls)}`;
}

/**
 * The columns each row is inserted with. PostgREST uses `columns=` (or the first object's keys)
 * and sends null for a missing key; with `Prefer: missing=default` a missing key takes the
 * column default, so rows are grouped by the keys they actually carry.
 */
function insertGroups(
  table: TableInfo,
  rows: JsonRow[],
  query: ParsedQuery,
  missingDefault: boolean,
): Array<{ columns: string[]; rows: JsonRow[] }> {
  const declared = query.columns ?? Object.keys(rows[0] ?? {});
  for (const name of declared) {
    if (!table.columns.has(name)) throw unknownPayloadColumn(table.name, name);
  }
  if (!missingDefault) return [{ columns: declared, rows }];
  const groups = new Map<string, { columns: string[]; rows: JsonRow[] }>();
  for (const row of rows) {
    const columns = declared.filter((name) => Object.hasOwn(row, name));
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function conflictClause(table: TableInfo, columns: string[], upsert: UpsertOptions): string {
  if (!upsert.resolution) return "";
  const target = (upsert.onConflict ?? table.primaryKey).map((name) => quoteIdent(columnOf(table, name).name));
  if (target.length === 0) return " on conflict do nothing";
  const updates = columns.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`);
  if (upsert.resolution === "ignore-duplicates" || updates.length === 0) {
    return ` on conflict (${target.join(", ")}) do nothing`;
  }
  return ` on conflict (${target.join(", ")}) do update set ${updates.join(", ")}`;
}

export function buildInserts(
  table: TableInfo,
  rows: JsonRow[],
  query: ParsedQuery,
  upsert: UpsertOptions,
  options: WriteOptions,
): Statement[] {
  return insertGroups(table, rows, query, upsert.missingDefault).flatMap(({ columns, rows: groupRows }) => {
    if (columns.length === 0) {
      // json_populate_recordset cannot select zero columns: one DEFAULT VALUES insert per row.
      const statement = `insert into ${tableRef(table)} default values${conflictClause(table, [], upsert)}`;
      return groupRows.map(() => ({ sql: finish(table, statement, query, options), params: [] }));
    }
    const list = columns.map(quoteIdent).join(", ");
    const statement =
      `insert into ${tableRef(table)} (${list}) select ${list} ` +
      `from json_populate_recordset(null::${tableRef(table)}, $1::json)${conflictClause(table, columns, upsert)}`;
    return [{ sql: finish(table, statement, query, options), params: [JSON.stringify(groupRows)] }];
  });
}

export function buildUpdate(
  table: TableInfo,
  patch: JsonRow,
  query: ParsedQuery,
  options: WriteOptions,
): Statement | null {
  const names = Object.keys(patch);
  if (names.length === 0) return null;
  for (const name of names) {
    if (!table.columns.has(name)) throw unknownPayloadColumn(table.name, name);
  }
  const params = new SqlParams();
  const payload = params.add(JSON.stringify(patch));
  const assignments = names.map((name) => `${quoteIdent(name)} = pgrst_body.${quoteIdent(name)}`).join(", ");
  const statement =
    `update ${tableRef(table)} set ${assignments} ` +
    `from (select * from json_populate_record(null::${tableRef(table)}, ${payload}::json)) pgrst_body` +
    whereSql(table, query.where, params);
  return { sql: finish(table, statement, query, options), params: params.values };
}

export function buildDelete(table: TableInfo, query: ParsedQuery, options: WriteOptions): Statement {
  const params = new SqlParams();
  const statement = `delete from ${tableRef(table)}${whereSql(table, query.where, params)}`;
  return { sql: finish(table, statement, query, options), params: params.values };
}
