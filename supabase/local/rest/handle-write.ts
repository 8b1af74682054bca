// POST (insert / upsert), PATCH (update) and DELETE on a table.
import type { IncomingHttpHeaders } from "node:http";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { runAs } from "../db/db.ts";
import type { JwtClaims } from "../jwt.ts";
import { invalidBody, notSingleObject, RestError } from "./errors.ts";
import { parseAccept, parsePrefer, type Preferences } from "./parse-headers.ts";
import type { ParsedQuery } from "./parse-query.ts";
import { contentRange, shapeRows, type JsonAnswer } from "./respond.ts";
import type { TableInfo } from "./schema-cache.ts";
import type { Statement } from "./sql-read.ts";
import { buildDelete, buildInserts, buildUpdate, type JsonRow } from "./sql-write.ts";

export type WriteMethod = "POST" | "PATCH" | "DELETE";

interface WriteResult {
  /** JSON array text of the returned rows (representation only). */
  body: string;
  rowCount: number;
}

function parseJsonBody(body: Buffer): unknown {
  const text = body.toString("utf8");
  try {
    return JSON.parse(text.trim() === "" ? "{}" : text);
  } catch (error) {
    throw invalidBody(`Empty or invalid json: ${(error as Error).message}`);
  }
}

function isRow(value: unknown): value is JsonRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function insertRows(body: Buffer): JsonRow[] {
  const payload = parseJsonBody(body);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isRow)) throw invalidBody("Insert payload must be a JSON object or an array of objects");
  return rows;
}

/** pg_safeupdate, which Supabase loads for the API roles: no unfiltered UPDATE or DELETE. */
function requireFilters(query: ParsedQuery, verb: "UPDATE" | "DELETE"): void {
  if (query.where.children.length === 0) {
    throw new RestError(400, { code: "21000", details: null, hint: null, message: `${verb} requires a WHERE clause` });
  }
}

function statementsFor(
  method: WriteMethod,
  table: TableInfo,
  query: ParsedQuery,
  body: Buffer,
  prefs: Preferences,
  stripNulls: boolean,
): Statement[] {
  const options = { representation: prefs.returnRepresentation, stripNulls };
  if (method === "POST") {
    const upsert = { resolution: prefs.resolution, onConflict: query.onConflict, missingDefault: prefs.missingDefault };
    return buildInserts(table, insertRows(body), query, upsert, options);
  }
  if (method === "PATCH") {
    const patch = parseJsonBody(body);
    if (!isRow(patch)) throw invalidBody("Update payload must be a JSON object");
    requireFilters(query, "UPDATE");
    const update = buildUpdate(table, patch, query, options);
    return update ? [update] : [];
  }
  requireFilters(query, "DELETE");
  return [buildDelete(table, query, options)];
}

async function execute(tx: Transaction, statements: Statement[], representation: boolean): Promise<WriteResult> {
  const bodies: string[] = [];
  let rowCount = 0;
  for (const statement of statements) {
    if (representation) {
      const result = await tx.query<{ body: string; page_count: number }>(statement.sql, statement.params);
      rowCount += result.rows[0].page_count;
      if (result.rows[0].page_count > 0) bodies.push(result.rows[0].body.slice(1, -1));
    } else {
      const result = await tx.query(statement.sql, statement.params);
      rowCount += result.affectedRows ?? 0;
    }
  }
  return { body: `[${bodies.join(", ")}]`, rowCount };
}

export async function handleWrite(
  db: PGlite,
  claims: JwtClaims,
  method: WriteMethod,
  table: TableInfo,
  query: ParsedQuery,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<JsonAnswer> {
  const shape = parseAccept(headers);
  const prefs = parsePrefer(headers);
  const statements = statementsFor(method, table, query, body, prefs, shape.stripNulls);
  const result = await runAs(db, claims, async (tx) => {
    const written = await execute(tx, statements, prefs.returnRepresentation);
    // Thrown inside the transaction so a write that breaks `.single()` is rolled back, as in PostgREST.
    const breaksSingle = prefs.returnRepresentation ? written.rowCount !== 1 : written.rowCount > 1;
    if (shape.singleObject && breaksSingle) throw notSingleObject(written.rowCount);
    if (prefs.rollback) await tx.rollback();
    return written;
  });
  const responseHeaders: Record<string, string> = {
    "Content-Range": contentRange(0, result.rowCount, prefs.count ? result.rowCount : undefined),
  };
  const applied = [
    prefs.returnRepresentation ? "return=representation" : "",
    prefs.resolution ? `resolution=${prefs.resolution}` : "",
  ].filter(Boolean);
  if (applied.length > 0) responseHeaders["Preference-Applied"] = applied.join(", ");
  if (!prefs.returnRepresentation) {
    return { status: method === "POST" ? 201 : 204, headers: responseHeaders };
  }
  const { body: text, contentType } = shapeRows(result.body, result.rowCount, shape);
  return { status: method === "POST" ? 201 : 200, body: text, contentType, headers: responseHeaders };
}
