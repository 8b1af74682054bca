// POST /rpc/<fn> (JSON arguments) and GET /rpc/<fn> (query-string arguments).
import type { JwtClaims } from "../jwt.ts";
import type { ParsedQuery } from "./parse-query.ts";
import type { JsonAnswer } from "./respond.ts";
import type { RolePipeline } from "./role-pipeline.ts";
import type { SchemaCache } from "./schema-cache.ts";
import { buildRpc, parseRpcArgs, resolveFunction } from "./sql-rpc.ts";

export async function handleRpc(
  pipeline: RolePipeline,
  claims: JwtClaims,
  cache: SchemaCache,
  name: string,
  method: "GET" | "POST",
  query: ParsedQuery,
  body: Buffer,
): Promise<JsonAnswer> {
  const args = method === "GET" ? Object.fromEntries(query.otherParams) : parseRpcArgs(body);
  const fn = resolveFunction(cache, name, Object.keys(args));
  const statement = buildRpc(fn, args);
  // GET calls run read-only, as in PostgREST; POST may call functions that write.
  const [rows] = await pipeline.run(claims, [statement], method === "GET");
  if (statement.resultKind === "void") return { status: 204 };
  return { status: 200, body: rows[0]?.[0] ?? "null" };
}
