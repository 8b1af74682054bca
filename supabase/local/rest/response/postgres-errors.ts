// Any error thrown while answering, as PostgREST answers it: a RestError as it is, a Postgres error
// with PostgREST's Postgres-code → HTTP status table (src/PostgREST/Error.hs), anything else 500.
import { RestError } from "../errors.ts";

/** What PGlite's DatabaseError carries (fields of the Postgres ErrorResponse). */
interface PostgresErrorFields {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPostgresError(error: unknown): error is PostgresErrorFields & Error {
  return error instanceof Error && typeof (error as { code?: unknown }).code === "string";
}

export function postgresStatus(code: string, message: string, isAnonymous: boolean): number {
  if (code === "42501") return isAnonymous ? 401 : 403;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
  };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Any thrown value → the RestError PostgREST would answer; unknown failures become 500. */
export function toRestError(error: unknown, isAnonymous: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPostgresError(error) && error.code) {
    return new RestError(postgresStatus(error.code, error.message, isAnonymous), {
      code: error.code,
      details: error.detail ?? null,
      hint: error.hint ?? null,
      message: error.message,
    });
  }
  console.error("[local-stack] rest: unexpected failure:", error);
  return new RestError(500, {
    code: "PGRST000",
    details: null,
    hint: null,
    message: "An unexpected error occurred in the local REST service",
  });
}
