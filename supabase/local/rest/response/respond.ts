// Writing PostgREST-shaped responses (Response.hs).
import type { ServerResponse } from "node:http";
import { notSingleObject, type RestError } from "../errors.ts";
import type { TextRows } from "../query/role-pipeline.ts";
import type { PlanRequest, ResponseShape } from "../request/parse-headers.ts";

const JSON_TYPE = "application/json; charset=utf-8";
const OBJECT_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";
const CSV_TYPE = "text/csv; charset=utf-8";

export interface JsonAnswer {
  status: number;
  /** JSON text as rendered by Postgres; undefined means an empty body. */
  body?: string;
  headers?: Record<string, string>;
  contentType?: string;
}

export function send(res: ServerResponse, answer: JsonAnswer, omitBody = false): void {
  const headers: Record<string, string | number> = { ...answer.headers };
  if (answer.body !== undefined) {
    headers["Content-Type"] = answer.contentType ?? JSON_TYPE;
    headers["Content-Length"] = Buffer.byteLength(answer.body);
  } else if (answer.status !== 204) {
    headers["Content-Length"] = 0;
  }
  res.writeHead(answer.status, headers);
  res.end(omitBody ? undefined : answer.body);
}

export function sendError(res: ServerResponse, error: RestError): void {
  send(res, { status: error.status, body: JSON.stringify(error.body), headers: error.headers });
}

/**
 * A JSON array from Postgres, as PostgREST returns it: the array itself, or for
 * `Accept: application/vnd.pgrst.object+json` its only element (406 PGRST116 otherwise).
 */
export function shapeRows(
  arrayText: string,
  rowCount: number,
  shape: ResponseShape,
): { body: string; contentType: string } {
  if (shape.csv) return { body: arrayText, contentType: CSV_TYPE };
  if (!shape.singleObject) return { body: arrayText, contentType: JSON_TYPE };
  if (rowCount !== 1) throw notSingleObject(rowCount);
  // json_agg renders exactly "[" + element + "]" for one row.
  return { body: arrayText.slice(1, -1).trim(), contentType: OBJECT_TYPE };
}

/** `Content-Range` for `rowCount` rows starting at `offset`, with the total when counted. */
export function contentRange(offset: number, rowCount: number, total?: number): string {
  const totalText = total === undefined ? "*" : String(total);
  if (rowCount === 0) return `*/${totalText}`;
  return `${offset}-${offset + rowCount - 1}/${totalText}`;
}

/**
 * `.explain()` (query/explain.ts) answered as PostgREST's planRow: every row's text followed by a
 * newline, with the plan media type (Response.hs DbPlanResult).
 */
export function planAnswer(plan: PlanRequest, rows: TextRows): JsonAnswer {
  const body = rows.map((row) => `${row[0] ?? ""}\n`).join("");
  return { status: 200, body, contentType: `${plan.mediaType}; charset=utf-8` };
}
