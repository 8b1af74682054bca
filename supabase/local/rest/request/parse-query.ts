// PostgREST's query-string grammar (the subset supabase-js produces): select lists, filters,
// or/and trees, order, limit/offset. Pure parsing: names are checked against the schema cache
// later, when SQL is built, and values only ever become bind parameters.
import { parseError } from "../errors.ts";
import { FILTER_OPERATORS, parseOperatorToken, type FilterOperator } from "./filter-operators.ts";
import { addEmbedParam, isEmbedParamKey } from "./parse-embed-params.ts";
import { parseSelect } from "./parse-select.ts";
import { splitTopLevel, unquote } from "./syntax.ts";
import type { Condition, LogicTree, OrderTerm, ParsedQuery } from "./types.ts";

const OPERATORS = new Set<string>(FILTER_OPERATORS);

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
