// `/rest/v1`: the PostgREST subset supabase-js uses. Each request runs in its own transaction as
// the caller's role with request.jwt.claims set (db.ts runAs), so Postgres's grants and RLS
// policies decide, never this code. A request passes the stages PostgREST's own sources are split
// into: request/ (the HTTP request parsed), plan/ (resolved against the schema cache), query/ (SQL
// built and run), response/ (the answer written); schema-cache/ is what the catalog says.
import type { IncomingMessage } from "node:http";
import type { ServiceHandler, StackContext } from "../context.ts";
import type { JwtClaims } from "../jwt.ts";
import { methodNotAllowed, parseError, unknownTable } from "./errors.ts";
import { profileHeader, requestedSchema } from "./request/exposed-schemas.ts";
import { buildPlan } from "./plan/embed-plan.ts";
import { handleRead } from "./handle-read.ts";
import { handleRpc } from "./handle-rpc.ts";
import { handleWrite } from "./handle-write.ts";
import { parseQuery } from "./request/parse-query.ts";
import { loadDbConfig, type DbConfig } from "./schema-cache/db-config.ts";
import { claimsFromHeaders } from "./request/request-claims.ts";
import { RolePipeline } from "./query/role-pipeline.ts";
import { RpcColumns } from "./schema-cache/rpc-columns.ts";
import { listenForSchemaReload } from "./schema-reload.ts";
import { toRestError } from "./response/postgres-errors.ts";
import { send, sendError, type JsonAnswer } from "./response/respond.ts";
import { loadSchemaCache } from "./schema-cache/load.ts";
import type { SchemaCache } from "./schema-cache/schema-cache.ts";
import { loadTimezoneNames } from "./schema-cache/timezones.ts";

export type RestHandler = ServiceHandler & {
  /** Re-reads tables and functions from the catalog (after DDL outside the migrations). */
  refreshSchemaCache(): Promise<void>;
};

/** `/customer_logos` → ["customer_logos"], `/rpc/is_admin` → ["rpc", "is_admin"]. */
function pathSegments(subpath: string): string[] {
  try {
    return subpath.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    throw parseError(`"invalid percent-encoding in path (${subpath})"`);
  }
}

function searchParams(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "";
  const queryStart = url.indexOf("?");
  return new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1));
}

interface RestState {
  /** `[api] schemas`, the first being the default (exposed-schemas.ts). */
  exposed: string[];
  /** One schema cache per exposed schema. */
  caches: Map<string, SchemaCache>;
  pipeline: RolePipeline;
  /** Result columns of functions, for select/filter/order on rpc results. */
  rpcColumns: RpcColumns;
  /** PostgREST's in-database configuration (db-config.ts). */
  config: DbConfig;
}

async function route(
  ctx: StackContext,
  { caches, pipeline, rpcColumns, config }: RestState,
  claims: JwtClaims,
  req: IncomingMessage,
  body: Buffer,
  subpath: string,
  schema: string,
): Promise<JsonAnswer> {
  const method = req.method ?? "GET";
  const cache = caches.get(schema) as SchemaCache;
  const segments = pathSegments(subpath);
  const params = searchParams(req);
  if (segments.length === 0) return { status: 200, body: JSON.stringify({ tables: [...cache.tables.keys()] }) };
  if (segments[0] === "rpc" && segments.length === 2) {
    if (method !== "GET" && method !== "HEAD" && method !== "POST") throw methodNotAllowed(method);
    const rpcMethod = method === "POST" ? "POST" : "GET";
    const query = parseQuery(params, rpcMethod === "GET");
    const rpc = { db: ctx.db, pipeline, cache, rpcColumns, schema, config };
    return handleRpc(rpc, claims, { name: segments[1], method: rpcMethod, query, headers: req.headers, body });
  }
  if (segments.length !== 1) throw unknownTable(segments.join("/"), schema);
  const table = cache.tables.get(segments[0]);
  if (!table) throw unknownTable(segments[0], schema);
  const query = parseQuery(params);
  const plan = buildPlan(cache, table, query, config.aggregatesEnabled);
  if (method === "GET" || method === "HEAD") return handleRead(pipeline, config, claims, plan, query, req.headers);
  if (method === "POST" || method === "PATCH" || method === "DELETE") {
    return handleWrite(ctx.db, config, claims, method, plan, query, req.headers, body);
  }
  throw methodNotAllowed(method);
}

export async function createRestHandler(ctx: StackContext): Promise<RestHandler> {
  const exposed = ctx.config.apiSchemas;
  await loadTimezoneNames(ctx.db);
  const loadCaches = async () =>
    new Map(await Promise.all(exposed.map(async (name) => [name, await loadSchemaCache(ctx.db, name)] as const)));
  const state: RestState = {
    exposed,
    caches: await loadCaches(),
    pipeline: new RolePipeline(ctx.db),
    rpcColumns: new RpcColumns(ctx.db),
    config: await loadDbConfig(ctx.db),
  };
  const refreshSchemaCache = async () => {
    state.caches = await loadCaches();
    state.rpcColumns.clear();
  };
  // A configuration PostgREST would refuse (a bad db_tx_end) leaves the previous one in use.
  const reloadConfig = async () => {
    state.config = await loadDbConfig(ctx.db);
  };
  const stopListening = await listenForSchemaReload(ctx, { schema: refreshSchemaCache, config: reloadConfig });
  const handler: ServiceHandler = async (req, res, body, subpath) => {
    let isAnonymous = true;
    try {
      const claims = claimsFromHeaders(req.headers);
      isAnonymous = claims.role === "anon";
      const schema = requestedSchema(req, state.exposed);
      const answer = await route(ctx, state, claims, req, body, subpath, schema);
      const headers = { ...answer.headers, ...profileHeader(schema, state.exposed) };
      send(res, { ...answer, headers }, req.method === "HEAD");
    } catch (error) {
      sendError(res, toRestError(error, isAnonymous));
    }
  };
  return Object.assign(handler, { refreshSchemaCache, close: stopListening });
}
