// `rpc/<fn>` calls. Arguments travel as one JSON object expanded by json_to_record with the
// parameter types from the catalog, like PostgREST, so Postgres converts each argument.
import { invalidBody, unknownFunction } from "./errors.ts";
import type { Statement } from "./sql-read.ts";
import { API_SCHEMA, quoteIdent, type FunctionInfo, type SchemaCache } from "./schema-cache.ts";

/** The overload whose parameter names match the given argument names (defaults may be omitted). */
export function resolveFunction(cache: SchemaCache, name: string, argNames: string[]): FunctionInfo {
  const given = new Set(argNames);
  const match = (cache.functions.get(name) ?? []).find(
    (fn) =>
      argNames.every((arg) => fn.params.some((param) => param.name === arg)) &&
      fn.params.every((param) => param.hasDefault || given.has(param.name)),
  );
  if (!match) throw unknownFunction(name, argNames);
  return match;
}

export type RpcResultKind = "void" | "scalar" | "array";

export interface RpcStatement extends Statement {
  resultKind: RpcResultKind;
}

export function buildRpc(fn: FunctionInfo, args: Record<string, unknown>): RpcStatement {
  const passed = fn.params.filter((param) => Object.hasOwn(args, param.name));
  const call = `${quoteIdent(API_SCHEMA)}.${quoteIdent(fn.name)}(${passed
    .map((param) => `${quoteIdent(param.name)} := pgrst_args.${quoteIdent(param.name)}`)
    .join(", ")})`;
  const recordType = passed.map((param) => `${quoteIdent(param.name)} ${param.sqlType}`).join(", ");
  const source = passed.length > 0 ? ` from json_to_record($1::json) as pgrst_args(${recordType})` : "";
  const params = passed.length > 0 ? [JSON.stringify(args)] : [];
  if (fn.returnsVoid) return { sql: `select ${call}${source}`, params, resultKind: "void" };
  if (fn.returnsSet) {
    const fromCall = passed.length > 0 ? `${source.slice(1)}, lateral ${call} pgrst_row` : `from ${call} pgrst_row`;
    return { sql: `select coalesce(json_agg(pgrst_row), '[]')::text as body ${fromCall}`, params, resultKind: "array" };
  }
  if (fn.returnsComposite) {
    const fromCall = passed.length > 0 ? `${source.slice(1)}, lateral ${call} pgrst_row` : `from ${call} pgrst_row`;
    return { sql: `select to_json(pgrst_row)::text as body ${fromCall}`, params, resultKind: "scalar" };
  }
  return { sql: `select to_json(${call})::text as body${source}`, params, resultKind: "scalar" };
}

/** POST body of an RPC: a JSON object (empty body = no arguments). */
export function parseRpcArgs(body: Buffer): Record<string, unknown> {
  const text = body.toString("utf8").trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw invalidBody(`Empty or invalid json: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidBody("The request body must be a JSON object of named arguments");
  }
  return parsed as Record<string, unknown>;
}
