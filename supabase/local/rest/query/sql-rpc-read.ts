// `rpc/<fn>` as PostgREST 12 runs it (QueryBuilder.callPlanToQuery + readPlanToQuery): the call is
// a row source named after the function, and select (columns, aliases, casts), filters, order,
// limit/offset and the Range header apply to its result rows, with a count(*) over the same
// filters for Prefer: count. Arguments are one JSON bind parameter expanded by json_to_record
// with the parameter types from the catalog, so Postgres converts each argument.
import type { ParsedQuery } from "../request/types.ts";
import { buildPlan } from "../plan/embed-plan.ts";
import { parseError } from "../errors.ts";
import { SqlParams, whereSql } from "./sql-filters.ts";
import { csvBodySql } from "./csv.ts";
import { nodeSql } from "./sql-embed.ts";
import { orderSql } from "./sql-read.ts";
import { MAX_ROWS, type Statement } from "./statement.ts";
import { quoteIdent, type FunctionInfo, type SchemaCache, type TableInfo } from "../schema-cache/schema-cache.ts";

export interface RpcReadContext {
  schema: string;
  cache: SchemaCache;
  aggregatesEnabled: boolean;
}

export interface RpcStatements {
  /** One row: body (JSON text) and page_count. */
  page: Statement;
  count: Statement;
  /** A single value or object (not SETOF): the body is that value, not an array. */
  single: boolean;
}

/** `from <call> as "fn"`, with the arguments record joined laterally when there are any. */
function callSource(schema: string, fn: FunctionInfo, args: Record<string, unknown>, params: SqlParams): string {
  if (fn.unnamed) {
    // The whole body as the one unnamed parameter (rpc-unnamed.ts).
    const value = params.add(String(args[""]));
    return `${quoteIdent(schema)}.${quoteIdent(fn.name)}(${value}::${fn.params[0].sqlType}) as ${quoteIdent(fn.name)}`;
  }
  const passed = fn.params.filter((param) => Object.hasOwn(args, param.name));
  const alias = quoteIdent(fn.name);
  const call = `${quoteIdent(schema)}.${quoteIdent(fn.name)}(${passed
    .map((param) => `${quoteIdent(param.name)} := pgrst_args.${quoteIdent(param.name)}`)
    .join(", ")})`;
  if (passed.length === 0) return `${call} as ${alias}`;
  const recordType = passed.map((param) => `${quoteIdent(param.name)} ${param.sqlType}`).join(", ");
  const json = params.add(JSON.stringify(args));
  return `json_to_record(${json}::json) as pgrst_args(${recordType}), lateral ${call} as ${alias}`;
}

/**
 * `result` is the function's result as a relation: its row type's columns, or for a scalar
 * result one column named after the function.
 */
export function buildRpcRead(
  { schema, cache, aggregatesEnabled }: RpcReadContext,
  fn: FunctionInfo,
  result: TableInfo,
  args: Record<string, unknown>,
  query: ParsedQuery,
  range: { offset: number; limit?: number },
  stripNulls: boolean,
  csv = false,
): RpcStatements {
  const params = new SqlParams();
  const source = callSource(schema, fn, args, params);
  const scalar = !fn.returnsComposite;
  const where = scalar ? whereSql(result, query.where, params) : "";
  if (scalar && query.select.some((item) => item.kind !== "star")) {
    throw parseError(
      `"failed to parse select parameter"`,
      `${fn.name} returns a scalar value: select is not supported on it by the local stack`,
    );
  }
  const limit = Math.min(range.limit ?? MAX_ROWS, MAX_ROWS);
  const rows = scalar
    ? `select ${quoteIdent(fn.name)}.${quoteIdent(result.columnOrder[0])} from ${source}${where}` +
      `${orderSql(result, query.order)} limit ${limit} offset ${range.offset}`
    : nodeSql(resultPlan(cache, fn, result, query, aggregatesEnabled), params, range, undefined, { from: source });
  const element = scalar ? `pgrst_row.${quoteIdent(result.columnOrder[0])}` : "pgrst_row";
  const aggregate = stripNulls ? `json_strip_nulls(json_agg(${element}))` : `json_agg(${element})`;
  const single = !fn.returnsSet;
  const body = single ? `coalesce((${aggregate}->0)::text, 'null')` : `coalesce(${aggregate}, '[]')::text`;
  return {
    page: {
      sql: csv ? csvBodySql(rows) : `select ${body} as body, count(*)::int as page_count from (${rows}) pgrst_row`,
      params: params.values,
    },
    count: countStatement(schema, fn, result, args, query),
    single,
  };
}

/** `count(*)` of the call's rows under the same filters, for Prefer: count. */
function countStatement(
  schema: string,
  fn: FunctionInfo,
  result: TableInfo,
  args: Record<string, unknown>,
  query: ParsedQuery,
): Statement {
  const params = new SqlParams();
  const source = callSource(schema, fn, args, params);
  const where = whereSql(result, query.where, params);
  return { sql: `select count(*)::int as total from ${source}${where}`, params: params.values };
}

/**
 * The read plan over a function's result rows, as PostgREST plans reads of a function returning a
 * table type: the table's relationships, columns and computed fields, so select embeds, spreads
 * and aggregates work as on the table; the rows are qualified by the function's name.
 */
function resultPlan(cache: SchemaCache, fn: FunctionInfo, result: TableInfo, query: ParsedQuery, aggregates: boolean) {
  const table = (fn.returnTable && cache.tables.get(fn.returnTable)) || result;
  const plan = buildPlan(cache, table, query, aggregates);
  plan.alias = fn.name;
  return plan;
}

/** A void function: called for its effect, answered with 204. */
export function buildVoidCall(schema: string, fn: FunctionInfo, args: Record<string, unknown>): Statement {
  const params = new SqlParams();
  const source = callSource(schema, fn, args, params);
  return { sql: `select 1 from ${source}`, params: params.values };
}
