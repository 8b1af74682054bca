// POST /rpc/<fn> (JSON arguments) and GET/HEAD /rpc/<fn> (query-string arguments), as PostgREST 12
// answers them: the function's result rows take select, filters, order, limit/offset and Range;
// Prefer count gives the total in Content-Range; max-affected (handling=strict) rolls back.
import type { IncomingHttpHeaders } from "node:http";
import type { Database } from "../db/database.ts";
import { runAs } from "../db/db.ts";
import type { JwtClaims } from "../jwt.ts";
import { rangeNotSatisfiable, RestError } from "./errors.ts";
import { checkAggregates } from "./plan/embed-plan.ts";
import { resolveRpc, singleObjectTarget } from "./plan/rpc-resolve.ts";
import { acceptsBody, bodyMedia, unnamedArgument } from "./plan/rpc-unnamed.ts";
import { countStatements, countTotal } from "./query/counts.ts";
import { explainStatement } from "./query/explain.ts";
import type { RolePipeline, TextRows } from "./query/role-pipeline.ts";
import { buildRpcRead, buildVoidCall } from "./query/sql-rpc-read.ts";
import { timezoneStatements, type Statement } from "./query/statement.ts";
import { parseAccept, parsePrefer, requestedRange } from "./request/parse-headers.ts";
import {
  effectiveMaxAffected,
  maxAffectedViolation,
  preferenceApplied,
  shouldRollback,
  withPreferenceApplied,
} from "./request/prefer.ts";
import { jsonObjectOrEmpty, parseRpcArgs } from "./request/payload.ts";
import type { ParsedQuery } from "./request/types.ts";
import { contentRange, planAnswer, shapeRows, type JsonAnswer } from "./response/respond.ts";
import type { DbConfig } from "./schema-cache/db-config.ts";
import type { RpcColumns } from "./schema-cache/rpc-columns.ts";
import type { FunctionInfo, SchemaCache } from "./schema-cache/schema-cache.ts";

const RECORD_MESSAGE = 'a column definition list is required for functions returning "record"';

export interface RpcContext {
  db: Database;
  pipeline: RolePipeline;
  cache: SchemaCache;
  rpcColumns: RpcColumns;
  schema: string;
  config: DbConfig;
}

export interface RpcRequest {
  name: string;
  method: "GET" | "POST";
  query: ParsedQuery;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface RunOptions {
  readOnly: boolean;
  maxAffected?: number;
  timezone?: string;
  /** Prefer tx=rollback or db_tx_end = rollback (prefer.ts shouldRollback). */
  rollback: boolean;
}

/** Runs in the role pipeline, or in a transaction that max-affected or tx=rollback can roll back. */
async function run(
  rpc: RpcContext,
  claims: JwtClaims,
  statements: Statement[],
  { readOnly, maxAffected, timezone, rollback }: RunOptions,
): Promise<TextRows[]> {
  const setup = timezoneStatements(timezone);
  if (maxAffected === undefined && !rollback) {
    return (await rpc.pipeline.run(claims, [...setup, ...statements], readOnly)).slice(setup.length);
  }
  return runAs(rpc.db, claims, async (tx) => {
    if (readOnly) await tx.exec("set transaction read only");
    for (const { sql, params } of setup) await tx.query(sql, params);
    const results: TextRows[] = [];
    for (const { sql, params } of statements) {
      const { rows } = await tx.query<Record<string, unknown>>(sql, params);
      results.push(rows.map((row) => Object.values(row).map((value) => (value === null ? null : String(value)))));
    }
    const pageCount = Number(results[0][0]?.[1] ?? 0);
    if (maxAffected !== undefined && pageCount > maxAffected) throw maxAffectedViolation(pageCount);
    if (rollback) {
      await tx.exec("set constraints all immediate");
      await tx.rollback();
    }
    return results;
  });
}

/** The function a call means and its arguments: named JSON/query arguments, or the whole body. */
function resolveCall(rpc: RpcContext, request: RpcRequest): { fn: FunctionInfo; args: Record<string, unknown> } {
  const { method, query, headers } = request;
  const media = method === "POST" ? bodyMedia(headers) : undefined;
  // A JSON body that is not an object of named arguments can only be a single unnamed parameter.
  const overloads = rpc.cache.functions.get(request.name) ?? [];
  const unnamedJson = overloads.some((fn) => acceptsBody(fn, "json"));
  let args: Record<string, unknown> =
    method === "GET"
      ? Object.fromEntries(query.otherParams)
      : media !== "json"
        ? {}
        : unnamedJson
          ? jsonObjectOrEmpty(request.body)
          : parseRpcArgs(request.body);
  const target = {
    schema: rpc.schema,
    name: request.name,
    argNames: Object.keys(args),
    isPost: method === "POST",
    media,
  };
  const fn = resolveRpc(rpc.cache, target);
  if (fn.unnamed && media !== undefined) args = { "": unnamedArgument(media, request.body) };
  return { fn, args };
}

/**
 * `Prefer: params=single-object`: the function with one json/jsonb parameter (named or not) gets
 * the whole JSON body (POST) or the query arguments as one object (GET), passed positionally.
 */
function singleObjectCall(rpc: RpcContext, request: RpcRequest): { fn: FunctionInfo; args: Record<string, unknown> } {
  const fn = singleObjectTarget(rpc.schema, request.name, rpc.cache.functions.get(request.name) ?? []);
  const value =
    request.method === "GET"
      ? JSON.stringify(Object.fromEntries(request.query.otherParams))
      : unnamedArgument("json", request.body);
  return { fn: { ...fn, unnamed: true }, args: { "": value } };
}

export async function handleRpc(rpc: RpcContext, claims: JwtClaims, request: RpcRequest): Promise<JsonAnswer> {
  const { method, query, headers } = request;
  const shape = parseAccept(headers, rpc.config.planEnabled);
  const prefs = parsePrefer(headers, rpc.config.txAllowOverride).header;
  const rollback = shouldRollback(prefs, rpc.config.txRollbackAll);
  checkAggregates(query.select, rpc.config.aggregatesEnabled);
  const { fn, args } = prefs.singleObject ? singleObjectCall(rpc, request) : resolveCall(rpc, request);
  // GET calls run read-only, as in PostgREST; POST may call functions that write.
  const readOnly = method === "GET";
  const maxAffected = effectiveMaxAffected(prefs);
  const applied = preferenceApplied(prefs, ["params", "count", "transaction", "handling", "timezone", "maxAffected"]);
  if (fn.returnsVoid) {
    await run(rpc, claims, [buildVoidCall(rpc.schema, fn, args)], { readOnly, timezone: prefs.timezone, rollback });
    return { status: 204, headers: withPreferenceApplied({}, applied) };
  }
  const result = await rpc.rpcColumns.of(rpc.schema, fn);
  // What Postgres answers PostgREST for `select * from fn()` when fn returns a bare record.
  if (!result) throw new RestError(400, { code: "42601", details: null, hint: null, message: RECORD_MESSAGE });
  const range = requestedRange(query, headers);
  const statements = buildRpcRead(
    { schema: rpc.schema, cache: rpc.cache, aggregatesEnabled: rpc.config.aggregatesEnabled },
    fn,
    result,
    args,
    query,
    range,
    shape.stripNulls,
    shape.csv,
  );
  if (shape.plan) {
    const explain = explainStatement(shape.plan, statements.page);
    const [planRows] = await run(rpc, claims, [explain], { readOnly, timezone: prefs.timezone, rollback });
    return planAnswer(shape.plan, planRows);
  }
  const [pageRows, ...countResults] = await run(
    rpc,
    claims,
    [statements.page, ...countStatements(statements.count, prefs.count)],
    { readOnly, maxAffected, timezone: prefs.timezone, rollback },
  );
  const [bodyText, pageCountText] = pageRows[0];
  const pageCount = statements.single ? 1 : Number(pageCountText);
  const total = countTotal(prefs.count, countResults);
  if (total !== undefined && range.offset > 0 && range.offset >= total && total > 0) {
    throw rangeNotSatisfiable(range.offset, total);
  }
  const responseHeaders = withPreferenceApplied(
    { "Content-Range": contentRange(range.offset, pageCount, total) },
    applied,
  );
  const isPartial = total !== undefined && pageCount < total;
  const status = isPartial ? 206 : 200;
  if (statements.single && !shape.csv) {
    // A single value is its own answer: PostgREST counts it as one row, so `.single()` holds.
    const contentType = shape.singleObject ? "application/vnd.pgrst.object+json; charset=utf-8" : undefined;
    return { status, body: bodyText ?? "null", contentType, headers: responseHeaders };
  }
  const { body, contentType } = shapeRows(bodyText ?? "[]", pageCount, shape);
  return { status, body, contentType, headers: responseHeaders };
}
