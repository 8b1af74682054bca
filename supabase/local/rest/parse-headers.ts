// The request headers PostgREST reads besides the JWT: Prefer, Range and Accept.
import type { IncomingHttpHeaders } from "node:http";
import { unacceptable } from "./errors.ts";
import { parsePreferHeader, type PreferHeader } from "./prefer.ts";

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

export interface ResponseShape {
  singleObject: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv` (supabase-js `.csv()`): the body is CSV (csv.ts). */
  csv?: boolean;
}

/** application/json, the array and object vendor types, or anything; the rest is 406. */
export function parseAccept(headers: IncomingHttpHeaders): ResponseShape {
  const accept = headers.accept ?? "*/*";
  let fallback: ResponseShape | undefined;
  for (const entry of accept.split(",")) {
    const [type, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const stripNulls = params.includes("nulls=stripped");
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
      fallback ??= { singleObject: false, stripNulls };
    }
  }
  if (!fallback) throw unacceptable(accept);
  return fallback;
}
