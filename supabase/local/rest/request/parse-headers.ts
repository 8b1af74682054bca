// The request headers PostgREST reads besides the JWT: Prefer, Range and Accept.
import type { IncomingHttpHeaders } from "node:http";
import { unacceptable } from "../errors.ts";
import { parsePreferHeader, type PreferHeader } from "./prefer.ts";
import type { ParsedQuery } from "./types.ts";

export interface Preferences {
  returnRepresentation: boolean;
  /** Prefer count=exact or count=estimated (PostgREST's `shouldCount`); planned is `header.count`. */
  count: boolean;
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missingDefault: boolean;
  /** Everything PostgREST reads from Prefer (prefer.ts); throws PGRST122 under handling=strict. */
  header: PreferHeader;
}

/** Every `Prefer` value, whether sent as one comma-joined header or several. */
export function parsePrefer(headers: IncomingHttpHeaders, allowTxOverride = false): Preferences {
  const header = parsePreferHeader(headers, allowTxOverride);
  return {
    returnRepresentation: header.representation === "full",
    count: header.count === "exact" || header.count === "estimated",
    resolution: header.resolution,
    missingDefault: header.missing === "default",
    header,
  };
}

export interface RowRange {
  offset: number;
  /** Undefined for an open range such as `5-`. */
  limit?: number;
}

/** `Range: 0-9` (items); anything unparseable is ignored like PostgREST does. */
export function parseRangeHeader(headers: IncomingHttpHeaders): RowRange | undefined {
  const unit = headers["range-unit"];
  if (unit !== undefined && unit !== "items") return undefined;
  const match = headers.range?.match(/^(\d{1,9})-(\d{0,9})$/);
  if (!match) return undefined;
  const offset = Number(match[1]);
  if (match[2] === "") return { offset };
  const last = Number(match[2]);
  return last < offset ? undefined : { offset, limit: last - offset + 1 };
}

/** `limit`/`offset` parameters narrowed further by a `Range` header, as PostgREST combines them. */
export function requestedRange(query: ParsedQuery, headers: IncomingHttpHeaders): { offset: number; limit?: number } {
  const header = parseRangeHeader(headers);
  const offset = (query.offset ?? 0) + (header?.offset ?? 0);
  const limits = [query.limit, header?.limit].filter((value): value is number => value !== undefined);
  return { offset, limit: limits.length > 0 ? Math.min(...limits) : undefined };
}

export interface ResponseShape {
  singleObject: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv` (supabase-js `.csv()`): the body is CSV (csv.ts). */
  csv?: boolean;
  /** `Accept: application/vnd.pgrst.plan…` (supabase-js `.explain()`), when db_plan_enabled. */
  plan?: PlanRequest;
}

export interface PlanRequest {
  format: "json" | "text";
  /** EXPLAIN options in PostgREST's order: analyze, verbose, settings, buffers, wal. */
  options: string[];
  /** PostgREST's toMime of the plan media type, the answer's Content-Type. */
  mediaType: string;
}

const PLAN_OPTIONS = ["analyze", "verbose", "settings", "buffers", "wal"];

/** `application/vnd.pgrst.plan[+text|+json]; for="…"; options=a|b` (MediaType.hs decodeMediaType). */
function planRequest(type: string, params: Map<string, string>): { plan: PlanRequest; forType: string } | undefined {
  const format =
    { "application/vnd.pgrst.plan": "text", "application/vnd.pgrst.plan+text": "text" }[type] ??
    (type === "application/vnd.pgrst.plan+json" ? "json" : undefined);
  if (format === undefined) return undefined;
  const forType = (params.get("for") ?? "application/json").toLowerCase();
  const requested = (params.get("options") ?? "").split("|");
  const options = PLAN_OPTIONS.filter((option) => requested.includes(option));
  const optionsText = options.length > 0 ? `; options=${options.join("|")}` : "";
  const mediaType = `application/vnd.pgrst.plan+${format}; for="${forType}"${optionsText}`;
  return { plan: { format: format as PlanRequest["format"], options, mediaType }, forType };
}

function mediaParams(params: string[]): Map<string, string> {
  return new Map(
    params.flatMap((param) => {
      const at = param.indexOf("=");
      if (at < 0) return [];
      return [
        [
          param.slice(0, at).trim().toLowerCase(),
          param
            .slice(at + 1)
            .trim()
            .replace(/^"(.*)"$/, "$1"),
        ],
      ];
    }),
  );
}

/** One accepted media type's shape, or undefined when the stack cannot produce it. */
function shapeOf(type: string, params: Map<string, string>): ResponseShape | "fallback" | undefined {
  const stripNulls = params.get("nulls") === "stripped";
  if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object") {
    return { singleObject: true, stripNulls };
  }
  if (type === "text/csv") return { singleObject: false, stripNulls: false, csv: true };
  if (
    type === "application/json" ||
    type === "application/vnd.pgrst.array+json" ||
    type === "*/*" ||
    type === "application/*"
  ) {
    return "fallback";
  }
  return undefined;
}

/**
 * application/json, the array and object vendor types, CSV, the plan types when db_plan_enabled
 * (otherwise PostgREST finds no handler for them), or anything; the rest is 406.
 */
export function parseAccept(headers: IncomingHttpHeaders, planEnabled = false): ResponseShape {
  const accept = headers.accept ?? "*/*";
  let fallback: ResponseShape | undefined;
  const refused: string[] = [];
  for (const entry of accept.split(",")) {
    const [rawType, ...rawParams] = entry.split(";").map((part) => part.trim());
    const type = rawType.toLowerCase();
    const params = mediaParams(rawParams);
    const planned = planRequest(type, params);
    if (planned) {
      const inner = planEnabled ? shapeOf(planned.forType, new Map()) : undefined;
      if (inner !== undefined) {
        const base = inner === "fallback" ? { singleObject: false, stripNulls: false } : inner;
        return { ...base, plan: planned.plan };
      }
      refused.push(planned.plan.mediaType);
      continue;
    }
    refused.push(entry.trim());
    const shape = shapeOf(type, params);
    if (shape === "fallback") fallback ??= { singleObject: false, stripNulls: params.get("nulls") === "stripped" };
    else if (shape) return shape;
  }
  if (!fallback) throw unacceptable(refused.join(", "));
  return fallback;
}
