// Which function an `rpc/<name>` call means, by PostgREST 12's rules (src/PostgREST/Plan.hs
// findProc): the overloads whose required parameters are exactly covered by the argument names
// (parameters with defaults may be left out). None → 404 PGRST202 with a "did you mean" hint;
// several → 300 PGRST203.
import { RestError } from "../errors.ts";
import { closestMatch } from "./fuzzy-set.ts";
import { acceptsBody, unnamedSearch, type BodyMedia } from "./rpc-unnamed.ts";
import type { FunctionInfo, SchemaCache } from "../schema-cache/schema-cache.ts";

export interface RpcTarget {
  schema: string;
  name: string;
  /** Argument names (JSON body keys for POST, non-filter query parameters for GET). */
  argNames: string[];
  /** POST with a JSON body (PostgREST's isInvPost && application/json). */
  isPost: boolean;
  /** The POST body's media type (rpc-unnamed.ts); JSON when unset. */
  media?: BodyMedia;
}

function matchesParams(fn: FunctionInfo, given: Set<string>): boolean {
  const required = fn.params.filter((param) => !param.hasDefault).map((param) => param.name);
  const optional = new Set(fn.params.filter((param) => param.hasDefault).map((param) => param.name));
  const leftover = [...given].filter((name) => !optional.has(name));
  return leftover.length === required.length && required.every((name) => given.has(name));
}

export function resolveRpc(cache: SchemaCache, target: RpcTarget): FunctionInfo {
  const overloads = cache.functions.get(target.name) ?? [];
  const given = new Set(target.argNames);
  const media = target.media ?? "json";
  // A text, xml or binary body carries no argument names: a function without parameters does not match.
  const bodyOnly = target.isPost && media !== "json";
  const matches = overloads.filter(
    (fn) => !fn.unnamed && (fn.params.length > 0 || !bodyOnly) && matchesParams(fn, given),
  );
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) throw ambiguousRpc(target.schema, matches);
  const fallbacks = target.isPost ? overloads.filter((fn) => acceptsBody(fn, media)) : [];
  if (fallbacks.length === 1) return fallbacks[0];
  if (fallbacks.length > 1) throw ambiguousRpc(target.schema, fallbacks);
  throw noRpc(cache, target, overloads);
}

/** Haskell's derived Ord on the parameter lists, which is how PostgREST lists overloads. */
function compareParams(a: FunctionInfo, b: FunctionInfo): number {
  for (let i = 0; i < Math.min(a.params.length, b.params.length); i++) {
    const [x, y] = [a.params[i], b.params[i]];
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.sqlType !== y.sqlType) return x.sqlType < y.sqlType ? -1 : 1;
  }
  return a.params.length - b.params.length;
}

export function ambiguousRpc(schema: string, candidates: FunctionInfo[]): RestError {
  const signatures = [...candidates]
    .sort(compareParams)
    .map((fn) => `${schema}.${fn.name}(${fn.params.map((param) => `${param.name} => ${param.sqlType}`).join(", ")})`);
  return new RestError(300, {
    code: "PGRST203",
    details: null,
    hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    message: `Could not choose the best candidate function between: ${signatures.join(", ")}`,
  });
}

const paramList = (names: string[]) => `(${[...names].sort().join(", ")})`;

function noRpcHint(cache: SchemaCache, target: RpcTarget, overloads: FunctionInfo[]): string | null {
  const prefix = `Perhaps you meant to call the function ${target.schema}.`;
  if (overloads.length === 0) {
    const closest = closestMatch([...cache.functions.keys()], target.name);
    return closest === undefined ? null : `${prefix}${closest}`;
  }
  const signatures = overloads.map((fn) => paramList(fn.params.map((param) => param.name)));
  const closest = closestMatch(signatures, paramList(target.argNames));
  return closest === undefined ? null : `${prefix}${target.name}${closest}`;
}

export function noRpc(cache: SchemaCache, target: RpcTarget, overloads: FunctionInfo[]): RestError {
  const fn = `${target.schema}.${target.name}`;
  const names = [...new Set(target.argNames)].sort();
  const list = names.join(", ");
  const withParams =
    names.length === 0 ? " without parameters" : ` with parameter${names.length > 1 ? "s" : ""} ${list}`;
  const searched = target.isPost ? `${withParams} or with a single unnamed json/jsonb parameter` : withParams;
  if (target.isPost && target.media !== undefined && target.media !== "json") {
    return new RestError(404, {
      code: "PGRST202",
      details: `Searched for the function ${fn}${unnamedSearch(target.media)}, but no matches were found in the schema cache.`,
      hint: null,
      message: `Could not find the function ${fn} in the schema cache`,
    });
  }
  return new RestError(404, {
    code: "PGRST202",
    details: `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    hint: noRpcHint(cache, target, overloads),
    message: `Could not find the function ${fn}${names.length === 0 ? " without parameters" : `(${list})`} in the schema cache`,
  });
}

/** `Prefer: params=single-object`: the overload with exactly one json/jsonb parameter (findProc). */
export function singleObjectTarget(schema: string, name: string, overloads: FunctionInfo[]): FunctionInfo {
  const matches = overloads.filter(
    (fn) => fn.params.length === 1 && (fn.params[0].sqlType === "json" || fn.params[0].sqlType === "jsonb"),
  );
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) throw ambiguousRpc(schema, matches);
  throw new RestError(404, {
    code: "PGRST202",
    details: `Searched for the function ${schema}.${name} with a single json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
    message: `Could not find the function ${schema}.${name} in the schema cache`,
  });
}
