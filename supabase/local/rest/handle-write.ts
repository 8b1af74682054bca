// POST (insert / upsert), PATCH (update) and DELETE on a table.
import type { IncomingHttpHeaders } from "node:http";
import type { Database, Transaction } from "../db/database.ts";
import { runAs } from "../db/db.ts";
import type { JwtClaims } from "../jwt.ts";
import { invalidBody, notSingleObject, RestError } from "./errors.ts";
import type { PlanNode } from "./plan/embed-plan.ts";
import { joinCsv } from "./query/csv.ts";
import { buildDelete, buildInserts, buildUpdate, INSERTED_SQL } from "./query/sql-write.ts";
import { timezoneStatements, type Statement } from "./query/statement.ts";
import { csvRows, isCsvBody } from "./request/csv-body.ts";
import { parseAccept, parsePrefer, type Preferences } from "./request/parse-headers.ts";
import { insertRows, updatePatch } from "./request/payload.ts";
import {
  effectiveMaxAffected,
  maxAffectedViolation,
  preferenceApplied,
  shouldRollback,
  withPreferenceApplied,
} from "./request/prefer.ts";
import type { ParsedQuery } from "./request/types.ts";
import { shapeRows, type JsonAnswer } from "./response/respond.ts";
import type { DbConfig } from "./schema-cache/db-config.ts";

export type WriteMethod = "POST" | "PATCH" | "DELETE";

interface WriteResult {
  /** JSON array text of the returned rows (representation only). */
  body: string;
  rowCount: number;
}

/** pg_safeupdate, which Supabase loads for the API roles: no unfiltered UPDATE or DELETE. */
function requireFilters(query: ParsedQuery, verb: "UPDATE" | "DELETE"): void {
  if (query.where.children.length === 0) {
    throw new RestError(400, { code: "21000", details: null, hint: null, message: `${verb} requires a WHERE clause` });
  }
}

function statementsFor(
  method: WriteMethod,
  plan: PlanNode,
  query: ParsedQuery,
  body: Buffer,
  prefs: Preferences,
  stripNulls: boolean,
  csv = false,
  csvBody = false,
): Statement[] {
  const options = { representation: prefs.returnRepresentation, stripNulls, csv };
  if (method === "POST") {
    const upsert = { resolution: prefs.resolution, onConflict: query.onConflict, missingDefault: prefs.missingDefault };
    return buildInserts(plan, csvBody ? csvRows(body) : insertRows(body), query, upsert, options);
  }
  if (csvBody) throw invalidBody("CSV bodies are supported for inserts (POST) only by the local stack");
  if (method === "PATCH") {
    const patch = updatePatch(body);
    requireFilters(query, "UPDATE");
    const update = buildUpdate(plan, patch, options);
    return update ? [update] : [];
  }
  requireFilters(query, "DELETE");
  return [buildDelete(plan, options)];
}

async function execute(
  tx: Transaction,
  statements: Statement[],
  representation: boolean,
  csv = false,
): Promise<WriteResult> {
  const bodies: string[] = [];
  let rowCount = 0;
  for (const statement of statements) {
    if (representation) {
      const result = await tx.query<{ body: string; page_count: number }>(statement.sql, statement.params);
      rowCount += result.rows[0].page_count;
      if (result.rows[0].page_count > 0) bodies.push(csv ? result.rows[0].body : result.rows[0].body.slice(1, -1));
    } else {
      const result = await tx.query(statement.sql, statement.params);
      rowCount += result.affectedRows ?? 0;
    }
  }
  if (csv) return { body: joinCsv(bodies), rowCount };
  return { body: `[${bodies.join(", ")}]`, rowCount };
}

export async function handleWrite(
  db: Database,
  config: DbConfig,
  claims: JwtClaims,
  method: WriteMethod,
  plan: PlanNode,
  query: ParsedQuery,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<JsonAnswer> {
  const shape = parseAccept(headers, config.planEnabled);
  if (shape.plan) {
    throw invalidBody("explain() of inserts, updates and deletes is not supported by the local stack");
  }
  const prefs = parsePrefer(headers, config.txAllowOverride);
  const rollback = shouldRollback(prefs.header, config.txRollbackAll);
  const statements = statementsFor(method, plan, query, body, prefs, shape.stripNulls, shape.csv, isCsvBody(headers));
  // PostgREST checks max-affected on PATCH and DELETE only (Query.hs), never on inserts.
  const maxAffected = method === "POST" ? undefined : effectiveMaxAffected(prefs.header);
  const result = await runAs(db, claims, async (tx) => {
    for (const { sql, params } of timezoneStatements(prefs.header.timezone)) await tx.query(sql, params);
    const written = await execute(tx, statements, prefs.returnRepresentation, shape.csv);
    // Thrown inside the transaction so a write that breaks `.single()` is rolled back, as in PostgREST.
    const breaksSingle = prefs.returnRepresentation ? written.rowCount !== 1 : written.rowCount > 1;
    if (shape.singleObject && breaksSingle) throw notSingleObject(written.rowCount);
    if (maxAffected !== undefined && written.rowCount > maxAffected) throw maxAffectedViolation(written.rowCount);
    const inserted = prefs.resolution === "merge-duplicates" ? await insertedCount(tx) : undefined;
    // PostgREST's optionalRollback: deferred constraints are checked, then nothing is kept.
    if (rollback) {
      await tx.exec("set constraints all immediate");
      await tx.rollback();
    }
    return { ...written, inserted };
  });
  const responseHeaders = withPreferenceApplied(
    { "Content-Range": writeContentRange(method, result.rowCount, prefs.count ? result.rowCount : undefined) },
    preferenceApplied(
      method === "POST" && plan.table.primaryKey.length === 0 && !query.onConflict
        ? { ...prefs.header, resolution: undefined }
        : prefs.header,
      APPLIED[method],
    ),
  );
  // PostgREST: an insert is 201, except a merge-duplicates upsert that inserted nothing (200).
  const insertStatus = result.inserted !== undefined && result.inserted <= 0 ? 200 : 201;
  if (!prefs.returnRepresentation) {
    return { status: method === "POST" ? insertStatus : 204, headers: responseHeaders };
  }
  const { body: text, contentType } = shapeRows(result.body, result.rowCount, shape);
  return { status: method === "POST" ? insertStatus : 200, body: text, contentType, headers: responseHeaders };
}

const APPLIED = {
  POST: ["resolution", "missing", "representation", "count", "transaction", "handling", "timezone"],
  PATCH: ["missing", "representation", "count", "transaction", "handling", "timezone", "maxAffected"],
  DELETE: ["representation", "count", "transaction", "handling", "timezone", "maxAffected"],
} as const satisfies Record<WriteMethod, Parameters<typeof preferenceApplied>[1]>;

async function insertedCount(tx: Transaction): Promise<number | undefined> {
  const { rows } = await tx.query<{ inserted: number | null }>(INSERTED_SQL);
  return rows[0]?.inserted ?? undefined;
}

// PostgREST's Content-Range for writes (RangeQuery.contentRangeH): "*" then the total for
// inserts and deletes, "0-(n-1)" then the total for updates.
function writeContentRange(method: WriteMethod, rowCount: number, total: number | undefined): string {
  const totalText = total === undefined ? "*" : String(total);
  if (method !== "PATCH" || rowCount === 0 || total === 0) return `*/${totalText}`;
  return `0-${rowCount - 1}/${totalText}`;
}
