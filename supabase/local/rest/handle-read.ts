// GET / HEAD on a table or view.
import type { PGlite } from "@electric-sql/pglite";
import { runAs } from "../db.ts";
import type { JwtClaims } from "../jwt.ts";
import { rangeNotSatisfiable } from "./errors.ts";
import { parseAccept, parsePrefer, parseRangeHeader } from "./parse-headers.ts";
import type { ParsedQuery } from "./parse-query.ts";
import { contentRange, shapeRows, type JsonAnswer } from "./respond.ts";
import type { TableInfo } from "./schema-cache.ts";
import { buildRead } from "./sql-read.ts";
import type { IncomingHttpHeaders } from "node:http";

interface PageRow {
  body: string;
  page_count: number;
}

/** `limit`/`offset` parameters narrowed further by a `Range` header, as PostgREST combines them. */
function requestedRange(query: ParsedQuery, headers: IncomingHttpHeaders): { offset: number; limit?: number } {
  const header = parseRangeHeader(headers);
  const offset = (query.offset ?? 0) + (header?.offset ?? 0);
  const limits = [query.limit, header?.limit].filter((value): value is number => value !== undefined);
  return { offset, limit: limits.length > 0 ? Math.min(...limits) : undefined };
}

export async function handleRead(
  db: PGlite,
  claims: JwtClaims,
  table: TableInfo,
  query: ParsedQuery,
  headers: IncomingHttpHeaders,
): Promise<JsonAnswer> {
  const shape = parseAccept(headers);
  const wantsCount = parsePrefer(headers).count;
  const range = requestedRange(query, headers);
  const statements = buildRead(table, query, range, shape.stripNulls);
  const { page, total } = await runAs(db, claims, async (tx) => {
    const pageResult = await tx.query<PageRow>(statements.page.sql, statements.page.params);
    const countResult = wantsCount
      ? await tx.query<{ total: number }>(statements.count.sql, statements.count.params)
      : undefined;
    return { page: pageResult.rows[0], total: countResult?.rows[0].total };
  });
  if (total !== undefined && range.offset > 0 && range.offset >= total && total > 0) {
    throw rangeNotSatisfiable(range.offset, total);
  }
  const { body, contentType } = shapeRows(page.body, page.page_count, shape);
  const isPartial = total !== undefined && page.page_count < total;
  return {
    status: isPartial ? 206 : 200,
    body,
    contentType,
    headers: { "Content-Range": contentRange(statements.offset, page.page_count, total) },
  };
}
