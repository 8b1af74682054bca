// `Accept: application/vnd.pgrst.plan…` (supabase-js `.explain()`) when pgrst.db_plan_enabled is
// on: PostgREST runs `EXPLAIN (FORMAT …, options) <main query>` instead of the query and answers
// its rows joined by newlines with the plan media type (MainTx.hs actionResult for DbCrud True,
// SqlFragment.hs explainF, Response.hs DbPlanResult).
import type { PlanRequest } from "../request/parse-headers.ts";
import type { JsonAnswer } from "../response/respond.ts";
import type { TextRows } from "./role-pipeline.ts";
import type { Statement } from "./sql-read.ts";

export function explainStatement(plan: PlanRequest, main: Statement): Statement {
  const options = [`format ${plan.format}`, ...plan.options].join(", ");
  return { sql: `explain (${options}) ${main.sql}`, params: main.params };
}

/** PostgREST's planRow: every row's text followed by a newline. */
export function planAnswer(plan: PlanRequest, rows: TextRows): JsonAnswer {
  const body = rows.map((row) => `${row[0] ?? ""}\n`).join("");
  return { status: 200, body, contentType: `${plan.mediaType}; charset=utf-8` };
}
