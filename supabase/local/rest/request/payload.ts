// JSON request bodies as PostgREST 12 reads them (ApiRequest.hs getPayload): the rows of an insert,
// the object of an update, the named arguments of `rpc/<fn>` (resolution: plan/rpc-resolve.ts,
// SQL: query/sql-rpc-read.ts). CSV bodies are csv-body.ts's.
import { JsonBodyError, parseJsonBuffer } from "../../http/json-body.ts";
import { invalidBody } from "../errors.ts";

/** A JSON object of a payload: a row to write, or named arguments. */
export type JsonRow = Record<string, unknown>;

/** The body as JSON, undefined when it is empty; malformed JSON is 400 PGRST102. */
function jsonPayload(body: Buffer): unknown {
  try {
    return parseJsonBuffer(body);
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    throw invalidBody(`Empty or invalid json: ${error.message}`);
  }
}

function isObject(value: unknown): value is JsonRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** POST on a table: an object or an array of objects; an empty body is one empty object. */
export function insertRows(body: Buffer): JsonRow[] {
  const payload = jsonPayload(body) ?? {};
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isObject)) throw invalidBody("Insert payload must be a JSON object or an array of objects");
  return rows;
}

/** PATCH: an object; an empty body is an empty object. */
export function updatePatch(body: Buffer): JsonRow {
  const patch = jsonPayload(body) ?? {};
  if (!isObject(patch)) throw invalidBody("Update payload must be a JSON object");
  return patch;
}

/** POST body of an RPC: a JSON object (empty body = no arguments). */
export function parseRpcArgs(body: Buffer): JsonRow {
  const parsed = jsonPayload(body);
  if (parsed === undefined) return {};
  if (!isObject(parsed)) throw invalidBody("The request body must be a JSON object of named arguments");
  return parsed;
}

/** The named arguments of a body that may also be any JSON value for an unnamed json parameter. */
export function jsonObjectOrEmpty(body: Buffer): JsonRow {
  const parsed = jsonPayload(body);
  return isObject(parsed) ? parsed : {};
}
