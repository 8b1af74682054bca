// What the request stage hands on (PostgREST's ApiRequest/Types.hs): the query string parsed into
// select, filter trees, order, range and the parameters of embedded resources. plan/ and query/
// read it; it never holds its plan, which plan/embed-plan.ts builds as a value of its own.
import type { FilterOperator, OperatorToken } from "./filter-operators.ts";
import type { SelectItem } from "./parse-select.ts";

export interface Condition {
  kind: "condition";
  column: string;
  operator: FilterOperator;
  negated: boolean;
  /** A list only for `in`. */
  value: string | string[];
  /** `op(any)`, `op(all)` or `fts(config)` (filter-operators.ts). */
  token?: OperatorToken;
}

export interface LogicTree {
  kind: "and" | "or";
  negated: boolean;
  children: Array<Condition | LogicTree>;
}

export interface OrderTerm {
  column: string;
  /** `order=author(name)`: a column of a to-one embedded resource, by its alias or name. */
  relation?: string;
  descending: boolean;
  nulls?: "first" | "last";
}

/** Filters, order and range of one embedded resource (parse-embed-params.ts). */
export interface EmbedParams {
  where: LogicTree;
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Top-level filters, AND-ed (PostgREST semantics). */
  where: LogicTree;
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` of an insert. */
  columns?: string[];
  /** `on_conflict=` of an upsert. */
  onConflict?: string[];
  /** `path.col=…`, `path.order=…`, `path.limit=…`: params of embedded resources by embed path. */
  embedded?: Map<string, EmbedParams>;
  /** Every other parameter, for RPC called with GET. */
  otherParams: Array<[string, string]>;
}
