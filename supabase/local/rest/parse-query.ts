// PostgREST's query-string grammar (the subset supabase-js produces): select lists, filters,
// or/and trees, order, limit/offset. Pure parsing: names are checked against the schema cache
// later, when SQL is built, and values only ever become bind parameters.
import { parseError } from "./errors.ts";

export type FilterOperator =
  "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "match" | "imatch" | "is" | "in" | "cs" | "cd" | "ov";

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
]);

export interface Condition {
  kind: "condition";
  column: string;
  operator: FilterOperator;
  negated: boolean;
  /** A list only for `in`. */
  value: string | string[];
}

export interface LogicTree {
  kind: "and" | "or";
  negated: boolean;
  children: Array<Condition | LogicTree>;
}

export type SelectItem = { kind: "star" } | { kind: "column"; column: string; alias?: string; cast?: string };

export interface OrderTerm {
  column: string;
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
  /** Every other parameter, for RPC called with GET. */
  otherParams: Array<[string, string]>;
}

// Casts allowed in select (`col::text`): a closed list, since the type name is spliced into SQL.
const SELECT_CASTS = new Set([
  "text",
  "int",
  "int2",
  "int4",
  "int8",
  "integer",
  "bigint",
  "smallint",
  "numeric",
  "float4",
  "float8",
  "real",
  "boolean",
  "bool",
  "json",
  "jsonb",
  "uuid",
  "date",
  "timestamptz",
  "timestamp",
]);

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
    else if (keepUnknownAsArgs) query.otherParams.push([key, value]);
    else where.children.push(parseCondition(key, value));
  }
  return query;
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
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  if (!OPERATORS.has(operator) || dot < 0) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unexpected "${operator}" expecting an operator`,
    );
  }
  const raw = rest.slice(dot + 1);
  const op = operator as FilterOperator;
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

function parseSelect(value: string): SelectItem[] {
  if (value === "") return [{ kind: "star" }];
  return splitTopLevel(value).map((item): SelectItem => {
    if (item === "*") return { kind: "star" };
    if (item.includes("(") || item.includes("->")) {
      throw parseError(
        `"failed to parse select parameter (${value})"`,
        "embedded resources and JSON paths are not supported by the local stack",
      );
    }
    const castAt = item.indexOf("::");
    const cast = castAt >= 0 ? item.slice(castAt + 2) : undefined;
    const named = castAt >= 0 ? item.slice(0, castAt) : item;
    if (cast !== undefined && !SELECT_CASTS.has(cast)) {
      throw parseError(`"failed to parse select parameter (${value})"`, `unsupported cast "${cast}"`);
    }
    const colon = named.indexOf(":");
    const column = unquote(colon >= 0 ? named.slice(colon + 1) : named);
    const alias = colon >= 0 ? unquote(named.slice(0, colon)) : undefined;
    if (column === "" || alias === "") throw parseError(`"failed to parse select parameter (${value})"`);
    return { kind: "column", column, alias, cast };
  });
}

function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((item) => {
    const [column, ...modifiers] = item.split(".");
    const term: OrderTerm = { column: unquote(column), descending: false };
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
