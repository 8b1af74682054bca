// Storage's error answers (supabase/storage src/internal/errors/codes.ts). Hosted Storage sends
// every client error with HTTP 400 and the real status as the body's `statusCode` string; only
// 500s keep their status. storage-js turns the body into StorageApiError(message, status, statusCode).
import type { ServerResponse } from "node:http";
import { JSON_UTF8_TYPE, sendText } from "../http/send.ts";

export class StorageError extends Error {
  constructor(
    /** The status Storage reports in the body, e.g. 404. */
    readonly statusCode: number,
    readonly code: string,
    /** The legacy `error` field (defaults to `code`, as Storage's error handler does). */
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }

  /** HTTP status of the answer: 400 for every client error, like hosted Storage. */
  get httpStatus(): number {
    return this.statusCode >= 500 ? this.statusCode : 400;
  }

  body(): Record<string, string> {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

const make = (statusCode: number, code: string, message: string, error = code) =>
  new StorageError(statusCode, code, error, message);

export const ERRORS = {
  noSuchBucket: () => make(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => make(404, "NoSuchKey", "Object not found", "not_found"),
  invalidKey: (key: string) => make(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () => make(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  bucketAlreadyExists: () => make(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  keyAlreadyExists: () => make(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  resourceAlreadyExists: () => make(409, "ResourceAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () => make(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  accessDenied: (message: string) => make(403, "AccessDenied", message, "Unauthorized"),
  invalidJwt: (message: string) => make(400, "InvalidJWT", message),
  invalidSignature: (message = "Invalid signature") => make(400, "InvalidSignature", message),
  expiredSignature: () => make(400, "ExpiredToken", "The provided token has expired."),
  invalidMimeType: (mimeType: string) =>
    make(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, "invalid_mime_type"),
  entityTooLarge: () =>
    make(413, "EntityTooLarge", "The object exceeded the maximum allowed size", "Payload too large"),
  invalidRequest: (message: string) => make(400, "InvalidRequest", message || "Invalid Request"),
  invalidParameter: (parameter: string) => make(400, "InvalidParameter", `Invalid Parameter ${parameter}`),
  missingParameter: (parameter: string) => make(400, "MissingParameter", `Missing Required Parameter ${parameter}`),
  invalidFileSizeLimit: () =>
    make(400, "InvalidRequest", "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B"),
  invalidRange: () => make(400, "InvalidRange", "invalid range provided", "invalid_range"),
  noContentProvided: () => make(400, "InvalidRequest", "No content provided"),
  /** What the local stack does not implement: a 4xx that names it, never a silent difference. */
  notSupported: (feature: string) =>
    make(400, "NotSupported", `${feature} is not supported by the local Supabase stack`),
  notFoundRoute: (method: string, path: string) =>
    make(404, "InvalidRequest", `Route ${method}:${path} not found`, "Not Found"),
};

/** Maps a Postgres error the way Storage's DBError.fromDBError does; anything else is rethrown. */
export function fromDatabaseError(error: unknown): StorageError {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case "42501":
      return ERRORS.accessDenied(
        message.includes("row-level security") ? "new row violates row-level security policy" : message,
      );
    case "23505":
      return ERRORS.resourceAlreadyExists();
    case "23503":
      return make(404, "InvalidRequest", "The related resource does not exist");
    case "22P02":
      return make(400, "InvalidParameter", message || "Invalid value format or type conversion failed");
    default:
      // Class 22 (data exception: NUL bytes, bad encodings, out-of-range values) is bad input.
      if (typeof code === "string" && code.startsWith("22")) return ERRORS.invalidRequest(message);
      throw error;
  }
}

export function sendStorageError(res: ServerResponse, error: StorageError, method?: string): void {
  const text = method === "HEAD" ? "" : JSON.stringify(error.body());
  sendText(res, error.httpStatus, text, { contentType: JSON_UTF8_TYPE });
}
