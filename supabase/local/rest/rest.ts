// `/rest/v1`: the PostgREST subset supabase-js uses. Each request runs in its own transaction as
// the caller's role with request.jwt.claims set (db.ts runAs), so Postgres's grants and RLS
// policies decide, never this code. Parsing, SQL building and errors live in ./rest/.
import type { IncomingMessage } from "node:http";
import type { ServiceHandler, StackContext } from "../context.ts";
import type { JwtClaims } from "../jwt.ts";
import { methodNotAllowed, parseError, toRestError, unknownSchema, unknownTable } from "./errors.ts";
import { handleRead } from "./handle-read.ts";
import { handleRpc } from "./handle-rpc.ts";
import { handleWrite } from "./handle-write.ts";
import { parseQuery } from "./parse-query.ts";
import { claimsFromHeaders } from "./request-claims.ts";
import { RolePipeline } from "./role-pipeline.ts";
import { send, sendError, type JsonAnswer } from "./respond.ts";
import { API_SCHEMA, loadSchemaCache, type SchemaCache } from "./schema-cache.ts";

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

/** supabase-js names the schema in Accept-Profile (reads) or Content-Profile (writes). */
function requireApiSchema(req: IncomingMessage): void {
  const isRead = req.method === "GET" || req.method === "HEAD";
  const profile = req.headers[isRead ? "accept-profile" : "content-profile"];
  if (profile !== undefined && profile !== API_SCHEMA) throw unknownSchema(String(profile));
}

function searchParams(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "";
  const queryStart = url.indexOf("?");
  return new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1));
}

interface RestState {
  cache: SchemaCache;
  pipeline: RolePipeline;
}

async function route(
  ctx: StackContext,
  { cache, pipeline }: RestState,
  claims: JwtClaims,
  req: IncomingMessage,
  body: Buffer,
  subpath: string,
): Promise<JsonAnswer> {
  const method = req.method ?? "GET";
  requireApiSchema(req);
  const segments = pathSegments(subpath);
  const params = searchParams(req);
  if (segments.length === 0) return { status: 200, body: JSON.stringify({ tables: [...cache.tables.keys()] }) };
  if (segments[0] === "rpc" && segments.length === 2) {
    if (method !== "GET" && method !== "HEAD" && method !== "POST") throw methodNotAllowed(method);
    const rpcMethod = method === "POST" ? "POST" : "GET";
    return handleRpc(pipeline, claims, cache, segments[1], rpcMethod, parseQuery(params, rpcMethod === "GET"), body);
  }
  if (segments.length !== 1) throw unknownTable(segments.join("/"));
  const table = cache.tables.get(segments[0]);
  if (!table) throw unknownTable(segments[0]);
  const query = parseQuery(params);
  if (method === "GET" || method === "HEAD") return handleRead(pipeline, claims, table, query, req.headers);
  if (method === "POST" || method === "PATCH" || method === "DELETE") {
    return handleWrite(ctx.db, claims, method, table, query, req.headers, body);
  }
  throw methodNotAllowed(method);
}

export async function createRestHandler(ctx: StackContext): Promise<RestHandler> {
  const state: RestState = { cache: await loadSchemaCache(ctx.db), pipeline: new RolePipeline(ctx.db) };
  const handler: ServiceHandler = async (req, res, body, subpath) => {
    let isAnonymous = true;
    try {
      const claims = claimsFromHeaders(req.headers);
      isAnonymous = claims.role === "anon";
      send(res, await route(ctx, state, claims, req, body, subpath), req.method === "HEAD");
    } catch (error) {
      sendError(res, toRestError(error, isAnonymous));
    }
  };
  return Object.assign(handler, {
    async refreshSchemaCache() {
      state.cache = await loadSchemaCache(ctx.db);
    },
  });
}
