// The JSON arguments of `rpc/<fn>` calls (resolution: plan/rpc-resolve.ts, SQL: query/sql-rpc-read.ts).
import { JsonBodyError, parseJsonBuffer } from "../../http/json-body.ts";
import { invalidBody } from "../errors.ts";

/** POST body of an RPC: a JSON object (empty body = no arguments). */
export function parseRpcArgs(body: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = parseJsonBuffer(body);
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    throw invalidBody(`Empty or invalid json: ${error.message}`);
  }
  if (parsed === undefined) return {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidBody("The request body must be a JSON object of named arguments");
  }
  return parsed as Record<string, unknown>;
}

/** The named arguments of a body that may also be any JSON value for an unnamed json parameter. */
export function jsonObjectOrEmpty(body: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = parseJsonBuffer(body);
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    throw invalidBody(`Empty or invalid json: ${error.message}`);
  }
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}
