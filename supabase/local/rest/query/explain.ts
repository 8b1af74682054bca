// `Accept: application/vnd.pgrst.plan…` (supabase-js `.explain()`) when pgrst.db_plan_enabled is
// on: PostgREST runs `EXPLAIN (FORMAT …, options) <main query>` instead of the query (MainTx.hs
// actionResult for DbCrud True, SqlFragment.hs explainF); response/respond.ts planAnswer answers it.
import type { PlanRequest } from "../request/parse-headers.ts";
import type { Statement } from "./statement.ts";

export function explainStatement(plan: PlanRequest, main: Statement): Statement {
  const options = [`format ${plan.format}`, ...plan.options].join(", ");
  return { sql: `explain (${options}) ${main.sql}`, params: main.params };
}
