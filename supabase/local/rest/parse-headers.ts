// The request headers PostgREST reads besides the JWT: Prefer, Range and Accept.
import type { IncomingHttpHeaders } from "node:http";
import { unacceptable } from "./errors.ts";

export interface Preferences {
  returnRepresentation: boolean;
  count: boolean;
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missingDefault: boolean;
  rollback: boolean;
}

/** Every `Prefer` value, whether sent as one comma-joined header or several. */
export function parsePrefer(headers: IncomingHttpHeaders): Preferences {
  const raw = headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(",") : (raw ?? ""))
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  const has = (token: string): boolean => tokens.includes(token);
  return {
    returnRepresentation: has("return=representation"),
    // planned and estimated come from statistics in PostgREST; exact is always right here.
    count: has("count=exact") || has("count=planned") || has("count=estimated"),
    resolution: has("resolution=merge-duplicates")
      ? "merge-duplicates"
      : has("resolution=ignore-duplicates")
        ? "ignore-duplicates"
        : undefined,
    missingDefault: has("missing=default"),
    rollback: has("tx=rollback"),
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
