// INSERT / UPSERT / UPDATE / DELETE statements. The JSON payload is one bind parameter expanded by
// json_populate_record(set) over the table's own row type, so Postgres converts each value to the
// column type. Without return=representation there is no RETURNING, because RETURNING makes
// Postgres apply SELECT policies too (PostgREST behaves the same way).
import { invalidBody, unknownPayloadColumn } from "../errors.ts";
import type { PlanNode } from "../plan/embed-plan.ts";
import type { JsonRow } from "../request/payload.ts";
import type { ParsedQuery } from "../request/types.ts";
import { isStoredColumn, quoteIdent, type TableInfo } from "../schema-cache/schema-cache.ts";
import { nodeSql } from "./sql-embed.ts";
import { columnOf, SqlParams, whereSql } from "./sql-filters.ts";
import { jsonArraySql } from "./sql-read.ts";
import { tableRef, type Statement } from "./statement.ts";

export interface WriteOptions {
  representation: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`: the representation as CSV (csv.ts). */
  csv?: boolean;
}

export interface UpsertOptions {
  resolution?: "merge-duplicates" | "ignore-duplicates";
  onConflict?: string[];
  missingDefault: boolean;
}

/**
 * With representation: `{body, page_count}` over RETURNING, shaped by the request's read plan;
 * without: the bare statement.
 */
function finish(
  plan: PlanNode,
  statement: string,
  options: WriteOptions,
  /** The statement's bind values; filters of embedded resources append theirs. */
  values: string[] = [],
): string {
  if (!options.representation) return statement;
  const { table } = plan;
  const returning = `${statement} returning ${quoteIdent(table.name)}.*`;
  // The mutated rows are not filtered, ordered or limited again; their embeds are (PostgREST's CTE).
  const returned: PlanNode = { ...plan, where: { kind: "and", negated: false, children: [] }, order: [] };
  const params = new SqlParams();
  params.values.push(...values);
  const rows = nodeSql(returned, params, undefined, undefined, { from: `pgrst_source as ${quoteIdent(table.name)}` });
  values.push(...params.values.slice(values.length));
  return `with pgrst_source as (${returning}) ${jsonArraySql(rows, options.stripNulls, options.csv)}`;
}

/** The columns each row is inserted with: `columns=`, or the keys every object must share. */
function insertColumns(table: TableInfo, rows: JsonRow[], query: ParsedQuery): string[] {
  const declared = query.columns ?? uniformKeys(rows);
  for (const name of declared) {
    if (!isStoredColumn(table, name)) throw unknownPayloadColumn(table.name, name);
  }
  return declared;
}

/**
 * The payload as rows of the table. PostgREST (SqlFragment.hs fromJsonBodyF) sends null for a
 * missing key; with `Prefer: missing=default` each object is laid over
 * `jsonb_build_object(column, DEFAULT, …)` of the inserted columns first, so a missing key takes
 * the column default (evaluated per row) and a key without a default stays null.
 */
function payloadSource(table: TableInfo, columns: string[], missingDefault: boolean): string {
  const defaults = missingDefault
    ? columns.flatMap((name) => {
        const sql = table.columns.get(name)?.defaultSql;
        return sql === undefined ? [] : [`'${name.replaceAll("'", "''")}', ${sql}`];
      })
    : [];
  if (defaults.length === 0) return `json_populate_recordset(null::${tableRef(table)}, $1::json)`;
  const rows =
    `select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(", ")}) || pgrst_elem order by pgrst_n), '[]') ` +
    `from jsonb_array_elements($1::jsonb) with ordinality as pgrst_elems(pgrst_elem, pgrst_n)`;
  return `jsonb_populate_recordset(null::${tableRef(table)}, (${rows}))`;
}

// PostgREST's upsert bookkeeping (QueryBuilder.hs addConfigPgrstInserted): +1 per proposed row,
// -1 per row that merged into an existing one; what is left decides 201 (inserted) or 200.
const INSERTED_SETTING = "nullif(current_setting('pgrst.inserted', true), '')";
const COUNT_INSERTED = `set_config('pgrst.inserted', (coalesce(${INSERTED_SETTING}::int, 0) + 1)::text, true) <> '0'`;
const COUNT_UPDATED = `set_config('pgrst.inserted', (coalesce(${INSERTED_SETTING}::int, 0) - 1)::text, true) <> '-1'`;
export const INSERTED_SQL = `select ${INSERTED_SETTING}::int as inserted`;

/** The keys of an insert payload; PostgREST requires every object of an array to have the same. */
function uniformKeys(rows: JsonRow[]): string[] {
  const keys = Object.keys(rows[0] ?? {});
  const canonical = [...keys].sort().join("\u0000");
  if (rows.some((row) => Object.keys(row).sort().join("\u0000") !== canonical)) {
    throw invalidBody("All object keys must match");
  }
  return keys;
}

function conflictClause(table: TableInfo, columns: string[], upsert: UpsertOptions): string {
  if (!upsert.resolution) return "";
  const target = (upsert.onConflict ?? table.primaryKey).map((name) => quoteIdent(columnOf(table, name).name));
  if (target.length === 0) return " on conflict do nothing";
  const updates = columns.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`);
  if (upsert.resolution === "ignore-duplicates" || updates.length === 0) {
    return ` on conflict (${target.join(", ")}) do nothing`;
  }
  return ` on conflict (${target.join(", ")}) do update set ${updates.join(", ")} where ${COUNT_UPDATED}`;
}

/** `plan` is the request's read plan over the table written to, for the representation. */
export function buildInserts(
  plan: PlanNode,
  rows: JsonRow[],
  query: ParsedQuery,
  upsert: UpsertOptions,
  options: WriteOptions,
): Statement[] {
  const { table } = plan;
  const columns = insertColumns(table, rows, query);
  // PostgREST proposes every inserted column (with missing=default, defaults filled in), so a
  // merge overwrites all of them with EXCLUDED.
  if (columns.length === 0) {
    // json_populate_recordset cannot select zero columns: one DEFAULT VALUES insert per row.
    const statement = `insert into ${tableRef(table)} default values${conflictClause(table, columns, upsert)}`;
    return rows.map(() => {
      const values: string[] = [];
      return { sql: finish(plan, statement, options, values), params: values };
    });
  }
  const list = columns.map(quoteIdent).join(", ");
  const counted = upsert.resolution === "merge-duplicates" ? ` where ${COUNT_INSERTED}` : "";
  const statement =
    `insert into ${tableRef(table)} (${list}) select ${list} ` +
    `from ${payloadSource(table, columns, upsert.missingDefault)}${counted}${conflictClause(table, columns, upsert)}`;
  const values = [JSON.stringify(rows)];
  return [{ sql: finish(plan, statement, options, values), params: values }];
}

export function buildUpdate(plan: PlanNode, patch: JsonRow, options: WriteOptions): Statement | null {
  const { table } = plan;
  const names = Object.keys(patch);
  if (names.length === 0) return null;
  for (const name of names) {
    if (!isStoredColumn(table, name)) throw unknownPayloadColumn(table.name, name);
  }
  const params = new SqlParams();
  const payload = params.add(JSON.stringify(patch));
  const assignments = names.map((name) => `${quoteIdent(name)} = pgrst_body.${quoteIdent(name)}`).join(", ");
  const statement =
    `update ${tableRef(table)} set ${assignments} ` +
    `from (select * from json_populate_record(null::${tableRef(table)}, ${payload}::json)) pgrst_body` +
    whereSql(table, plan.where, params);
  return { sql: finish(plan, statement, options, params.values), params: params.values };
}

export function buildDelete(plan: PlanNode, options: WriteOptions): Statement {
  const params = new SqlParams();
  const statement = `delete from ${tableRef(plan.table)}${whereSql(plan.table, plan.where, params)}`;
  return { sql: finish(plan, statement, options, params.values), params: params.values };
}
