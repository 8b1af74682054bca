// GET / HEAD on a table or view.
import type { IncomingHttpHeaders } from "node:http";
import type { JwtClaims } from "../jwt.ts";
import { rangeNotSatisfiable } from "./errors.ts";
import type { PlanNode } from "./plan/embed-plan.ts";
import { countStatements, countTotal } from "./query/counts.ts";
import { explainStatement } from "./query/explain.ts";
import type { RolePipeline } from "./query/role-pipeline.ts";
import { buildRead } from "./query/sql-read.ts";
import { timezoneStatements } from "./query/statement.ts";
import { parseAccept, parsePrefer, requestedRange } from "./request/parse-headers.ts";
import { preferenceApplied, withPreferenceApplied } from "./request/prefer.ts";
import type { ParsedQuery } from "./request/types.ts";
import { contentRange, planAnswer, shapeRows, type JsonAnswer } from "./response/respond.ts";
import type { DbConfig } from "./schema-cache/db-config.ts";

export async function handleRead(
  pipeline: RolePipeline,
  config: DbConfig,
  claims: JwtClaims,
  plan: PlanNode,
  query: ParsedQuery,
  headers: IncomingHttpHeaders,
): Promise<JsonAnswer> {
  const shape = parseAccept(headers, config.planEnabled);
  const prefs = parsePrefer(headers, config.txAllowOverride).header;
  const range = requestedRange(query, headers);
  const statements = buildRead(plan, range, shape.stripNulls, shape.csv);
  const timezone = timezoneStatements(prefs.timezone);
  if (shape.plan) {
    const [planRows] = (
      await pipeline.run(claims, [...timezone, explainStatement(shape.plan, statements.page)], true)
    ).slice(timezone.length);
    return planAnswer(shape.plan, planRows);
  }
  const [pageRows, ...countResults] = (
    await pipeline.run(claims, [...timezone, statements.page, ...countStatements(statements.count, prefs.count)], true)
  ).slice(timezone.length);
  const [arrayText, pageCountText] = pageRows[0];
  const pageCount = Number(pageCountText);
  const total = countTotal(prefs.count, countResults);
  if (total !== undefined && range.offset > 0 && range.offset >= total && total > 0) {
    throw rangeNotSatisfiable(range.offset, total);
  }
  const { body, contentType } = shapeRows(arrayText ?? "[]", pageCount, shape);
  const isPartial = total !== undefined && pageCount < total;
  return {
    status: isPartial ? 206 : 200,
    body,
    contentType,
    headers: withPreferenceApplied(
      { "Content-Range": contentRange(statements.offset, pageCount, total) },
      preferenceApplied(prefs, ["count", "transaction", "handling", "timezone"]),
    ),
  };
}
