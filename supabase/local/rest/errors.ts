// PostgREST's error bodies `{code, details, hint, message}` (PostgREST src/PostgREST/Error.hs), so
// supabase-js sees the same `error` as in production. Every stage raises them; how a Postgres
// error is answered is response/postgres-errors.ts.

export interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An error that already knows its HTTP answer. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = "RestError";
  }
}

function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, details, hint, message });
}

/** Malformed query string: select, filters, order, limit. */
export const parseError = (message: string, details: string | null = null): RestError =>
  restError(400, "PGRST100", message, details);

export const invalidBody = (message: string): RestError => restError(400, "PGRST102", message);

export const unknownColumn = (table: string, column: string): RestError =>
  restError(400, "42703", `column ${table}.${column} does not exist`);

export const unknownPayloadColumn = (table: string, column: string): RestError =>
  restError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);

export const unknownTable = (table: string, schema = "public"): RestError =>
  restError(404, "PGRST205", `Could not find the table '${schema}.${table}' in the schema cache`);

export function notSingleObject(rowCount: number): RestError {
  return restError(
    406,
    "PGRST116",
    "JSON object requested, multiple (or no) rows returned",
    `The result contains ${rowCount} rows`,
  );
}

export const unacceptable = (accept: string): RestError =>
  restError(406, "PGRST107", `None of these media types are available: ${accept}`);

export const rangeNotSatisfiable = (offset: number, total: number): RestError =>
  restError(
    416,
    "PGRST103",
    "Requested range not satisfiable",
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );

/** PostgREST 12 (Error.hs UnacceptableSchema): the exposed schemas, no details. */
export const unknownSchema = (exposed: string[]): RestError =>
  restError(406, "PGRST106", `The schema must be one of the following: ${exposed.join(", ")}`);

export const methodNotAllowed = (method: string): RestError =>
  restError(405, "PGRST117", `Unsupported HTTP method: ${method}`);

export function jwtError(kind: "expired" | "invalid", message: string): RestError {
  const text = kind === "expired" ? "JWT expired" : message;
  return new RestError(
    401,
    { code: kind === "expired" ? "PGRST303" : "PGRST301", details: null, hint: null, message: text },
    { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${text.replaceAll('"', "'")}"` },
  );
}

export const forbiddenRole = (role: string): RestError =>
  restError(403, "42501", `permission denied to set role "${role}"`);

/** PostgREST's AggregatesNotAllowed: an aggregate in select while pgrst.db_aggregates_enabled is off. */
export const aggregatesNotAllowed = (): RestError =>
  restError(400, "PGRST123", "Use of aggregate functions is not allowed");

/** PostgREST's NotImplemented (PGRST127), also what the local stack answers for what it lacks. */
export const notImplemented = (details: string): RestError =>
  restError(400, "PGRST127", "Feature not implemented", details);
