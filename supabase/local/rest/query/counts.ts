// Prefer: count=exact | planned | estimated, as PostgREST 12 computes the total of Content-Range
// (src/PostgREST/Query.hs resultSetWTotal): exact is count(*); planned is the planner's row
// estimate (EXPLAIN); estimated is exact unless it exceeds db-max-rows, then the larger of both.
import type { CountPreference } from "../request/prefer.ts";
import { MAX_ROWS, type Statement } from "./statement.ts";

/** The statements to run for a count preference, given the exact `count(*)` statement. */
export function countStatements(count: Statement, preference: CountPreference | undefined): Statement[] {
  if (preference === undefined) return [];
  if (preference === "exact") return [count];
  const explain = { sql: `explain (format json) ${count.sql}`, params: count.params };
  return preference === "planned" ? [explain] : [count, explain];
}

/** The planner's estimate of the rows being counted: the input of the count(*) aggregate. */
function plannedRows(explainJson: string | null | undefined): number {
  type PlanNode = { "Node Type"?: string; "Plan Rows"?: number; Plans?: PlanNode[] };
  const [{ Plan: plan }] = JSON.parse(explainJson ?? "[{}]") as Array<{ Plan: PlanNode }>;
  const counted = plan["Node Type"] === "Aggregate" && plan.Plans?.[0] ? plan.Plans[0] : plan;
  return Math.round(counted["Plan Rows"] ?? 0);
}

type Rows = Array<Array<string | null>>;

/** The total for Content-Range from the results of `countStatements`, or undefined. */
export function countTotal(preference: CountPreference | undefined, results: Rows[]): number | undefined {
  if (preference === undefined) return undefined;
  if (preference === "exact") return Number(results[0][0][0]);
  if (preference === "planned") return plannedRows(results[0][0]?.[0]);
  const exact = Number(results[0][0][0]);
  return exact > MAX_ROWS ? Math.max(exact, plannedRows(results[1][0]?.[0])) : exact;
}
