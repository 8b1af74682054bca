// What every Storage route needs: the request, the database, the files, the limits, and a JSON body reader
// that turns malformed input into Storage's 400 instead of an exception.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/database.ts";
import { parseJsonBuffer } from "../http/json-body.ts";
import { JSON_UTF8_TYPE, jsonSender } from "../http/send.ts";
import type { Caller } from "./caller.ts";
import { ERRORS } from "./errors.ts";
import type { FileStore } from "./file-store.ts";
import type { StorageConfig } from "./storage-config.ts";

export interface StorageService {
  db: Database;
  files: FileStore;
  config: StorageConfig;
}

/** One request as the routes see it (storage.ts builds it). */
export interface StorageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  body: Buffer;
  /** Path after the service prefix, still URL-encoded, e.g. `object/avatars/a%20b.png`. */
  path: string;
  query: URLSearchParams;
  service: StorageService;
  /** The caller from the Bearer JWT; throws AccessDenied when it is missing or invalid. */
  caller(): Caller;
}

export type JsonBody = Record<string, unknown>;

export function readJsonBody(body: Buffer): JsonBody {
  if (body.length === 0) return {};
  let value: unknown;
  try {
    // The gateway's one reader: invalid UTF-8 and nesting past its depth limit are errors too.
    value = parseJsonBuffer(body);
  } catch {
    throw ERRORS.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw ERRORS.invalidRequest("body must be object");
  }
  return value as JsonBody;
}

export function requiredString(body: JsonBody, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) throw ERRORS.invalidRequest(`body must have required property '${name}'`);
  if (typeof value !== "string") throw ERRORS.invalidRequest(`body/${name} must be string`);
  return value;
}

export function optionalString(body: JsonBody, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw ERRORS.invalidRequest(`body/${name} must be string`);
  return value;
}

/** Storage (Fastify) labels its JSON with a charset. */
export const sendJson = jsonSender({ contentType: JSON_UTF8_TYPE });
