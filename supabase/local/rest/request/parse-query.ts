// PostgREST's query-string grammar (the subset supabase-js produces): select lists, filters,
// or/and trees, order, limit/offset. Pure parsing: names are checked against the schema cache
// later, when SQL is built, and values only ever become bind parameters.
import { parseError } from "../errors.ts";
import { parseOperatorToken, type OperatorToken } from "./filter-operators.ts";
import type { PlanNode } from "../plan/embed-plan.ts";
import { addEmbedParam, isEmbedParamKey, type EmbedParams } from "./parse-embed-params.ts";
import { parseSelect, type SelectItem } from "./parse-select.ts";

export type { SelectItem };

export type FilterOperator =
  | "eq"
  | "neq"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "like"
  | "ilike"
  | "match"
  | "imatch"
  | "is"
  | "in"
  | "cs"
  | "cd"
  | "ov"
  | "sl"
  | "sr"
  | "nxl"
  | "nxr"
  | "adj"
  | "isdistinct"
  | "fts"
  | "plfts"
  | "phfts"
  | "wfts";

const OPERATORS = new Set<string>([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "is",
  "in",
  "cs",
  "cd",
  "ov",
  // filter-operators.ts: range operators, isdistinct and full-text search.
  "sl",
  "sr",
  "nxl",
  "nxr",
  "adj",
  "isdistinct",
  "fts",
  "plfts",
  "phfts",
  "wfts",
]);

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
  /** The select resolved against the schema cache (embed-plan.ts), set by rest.ts before SQL is built. */
  plan?: PlanNode;
  /** Every other parameter, for RPC called with GET. */
  otherParams: Array<[string, string]>;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

export function parseQuery(params: URLSearchParams, keepUnknownAsArgs = false): ParsedQuery {
  const where: LogicTree = { kind: "and", negated: false, children: [] };
  const query: ParsedQuery = { select: [{ kind: "star" }], where, order: [], otherParams: [] };
  for (const [key, value] of params) {
    if (key === "select") query.select = parseSelect(value);
    else if (key === "order") query.order = parseOrder(value);
    else if (key === "limit") query.limit = parseCount("limit", value);
    else if (key === "offset") query.offset = parseCount("offset", value);
    else if (key === "columns") query.columns = parseNameList(value);
    else if (key === "on_conflict") query.onConflict = parseNameList(value);
    else if (RESERVED.has(key)) continue;
    else if (isLogicKey(key)) where.children.push(parseLogicParam(key, value));
    else if (!keepUnknownAsArgs && isEmbedParamKey(key))
      addEmbedParam((query.embedded ??= new Map()), key, value, EMBED_PARSERS);
    else if (keepUnknownAsArgs) pushArgOrFilter(query, key, value, isEmbedParamKey(key));
    else where.children.push(parseCondition(key, value));
  }
  return query;
}

const EMBED_PARSERS = {
  logic: parseLogicParam,
  condition: (column: string, value: string) => parseCondition(column, value),
  order: parseOrder,
  count: parseCount,
};

/** GET rpc: a value that parses as `op.value` is a filter on the result, anything else an argument (PostgREST's NoOpExpr). */
function pushArgOrFilter(query: ParsedQuery, key: string, value: string, embedKey: boolean): void {
  let condition: Condition;
  try {
    if (embedKey) {
      // `attempts.order=…`, `attempts.limit=…`, `attempts.col=eq.…`: params of an embedded
      // resource on the result rows, as on a table read.
      const embedded = new Map(query.embedded);
      addEmbedParam(embedded, key, value, EMBED_PARSERS);
      query.embedded = embedded;
      return;
    }
    condition = parseCondition(key, value);
  } catch {
    query.otherParams.push([key, value]);
    return;
  }
  query.where.children.push(condition);
}

function isLogicKey(key: string): boolean {
  return key === "or" || key === "and" || key === "not.or" || key === "not.and";
}

function parseLogicParam(key: string, value: string): LogicTree {
  const negated = key.startsWith("not.");
  const kind = key.endsWith("or") ? "or" : "and";
  if (!value.startsWith("(") || !value.endsWith(")")) {
    throw parseError(`"failed to parse logic tree (${value})"`, `"${kind}" expects a parenthesized list`);
  }
  return { kind, negated, children: splitTopLevel(value.slice(1, -1)).map(parseTreeItem) };
}

/** One element of an or/and list: a nested tree, or `column.op.value` with an optional quoted value. */
function parseTreeItem(item: string): Condition | LogicTree {
  const nested = item.match(/^(not\.)?(and|or)(\(.*\))$/s);
  if (nested) return parseLogicParam(`${nested[1] ?? ""}${nested[2]}`, nested[3]);
  const dot = item.indexOf(".");
  if (dot <= 0) throw parseError(`"failed to parse logic tree (${item})"`);
  return parseCondition(item.slice(0, dot), item.slice(dot + 1), true);
}

/** `op.value` or `not.op.value` for `column`; quoted values are unquoted inside logic trees. */
export function parseCondition(column: string, expression: string, insideTree = false): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const token = parseOperatorToken(dot < 0 ? rest : rest.slice(0, dot), expression);
  const operator = token?.operator ?? rest;
  if (!token || !OPERATORS.has(operator) || dot < 0) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unexpected "${operator}" expecting an operator`,
    );
  }
  const raw = rest.slice(dot + 1);
  const op = operator as FilterOperator;
  if (token.quantifier || token.ftsConfig) {
    return { kind: "condition", column, operator: op, negated, value: insideTree ? unquote(raw) : raw, token };
  }
  if (op === "in") return { kind: "condition", column, operator: op, negated, value: parseInList(raw) };
  let value = insideTree ? unquote(raw) : raw;
  // PostgREST lets `*` stand for `%` so patterns survive URL handling.
  if (op === "like" || op === "ilike") value = value.replaceAll("*", "%");
  return { kind: "condition", column, operator: op, negated, value };
}

function parseInList(raw: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    throw parseError(`"failed to parse filter (in.${raw})"`, "in expects a parenthesized list");
  }
  const inner = raw.slice(1, -1);
  return inner === "" ? [] : splitTopLevel(inner).map(unquote);
}

/** A double quote starts a quoted value only where a value starts; elsewhere it is a literal. */
function opensQuote(previous: string | undefined): boolean {
  return previous === undefined || previous === "," || previous === "(" || previous === ".";
}

/** Splits on commas outside quoted values and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === "\\") i++;
      else if (char === '"') quoted = false;
    } else if (char === '"' && opensQuote(text[i - 1])) quoted = true;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw parseError(`"unbalanced parentheses in (${text})"`);
  }
  if (quoted || depth !== 0) throw parseError(`"unbalanced quotes or parentheses in (${text})"`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a\"b"` → `a"b`; unquoted text is returned as is. */
function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  return text.slice(1, -1).replace(/\\(.)/gs, "$1");
}

function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((item) => {
    const related = item.match(/^([^()]+)\(([^()]+)\)(.*)$/s);
    const [column, ...modifiers] = related ? [related[2], ...related[3].split(".").slice(1)] : item.split(".");
    const term: OrderTerm = { column: unquote(column), descending: false };
    if (related) term.relation = unquote(related[1]);
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") term.descending = modifier === "desc";
      else if (modifier === "nullsfirst" || modifier === "nullslast")
        term.nulls = modifier === "nullsfirst" ? "first" : "last";
      else
        throw parseError(
          `"failed to parse order (${value})"`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    if (term.column === "") throw parseError(`"failed to parse order (${value})"`);
    return term;
  });
}

function parseCount(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw parseError(`"failed to parse ${name} parameter (${value})"`, `${name} must be a non-negative integer`);
  return Number(value);
}

/** `a,b` or `"a","b"` as supabase-js sends `columns` and `on_conflict`. */
function parseNameList(value: string): string[] {
  return splitTopLevel(value).map((name) => unquote(name.trim()));
}
