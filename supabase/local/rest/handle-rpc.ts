// POST /rpc/<fn> (JSON arguments) and GET /rpc/<fn> (query-string arguments).
import type { PGlite } from "@electric-sql/pglite";
import { runAs } from "../db.ts";
import type { JwtClaims } from "../jwt.ts";
import type { ParsedQuery } from "./parse-query.ts";
import type { JsonAnswer } from "./respond.ts";
import type { SchemaCache } from "./schema-cache.ts";
import { buildRpc, parseRpcArgs, resolveFunction } from "./sql-rpc.ts";

export async function handleRpc(
  db: PGlite,
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
  const result = await runAs(db, claims, (tx) => tx.query<{ body: string | null }>(statement.sql, statement.params));
  if (statement.resultKind === "void") return { status: 204 };
  return { status: 200, body: result.rows[0]?.body ?? "null" };
}
