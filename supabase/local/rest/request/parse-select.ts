// PostgREST 12's `select=` grammar: columns (`alias:column::cast`), `*`, and embedded resources
// `alias:relation!hint!inner(...)`, spreads `...relation(...)`, nested to any sane depth. Pure
// parsing: relation and column names are resolved against the schema cache when SQL is built.
import { RestError, parseError } from "../errors.ts";
import { implicitJsonAlias, splitJsonPath, type JsonField } from "./json-path.ts";
import { splitTopLevel, unquote } from "./syntax.ts";

export type JoinType = "inner" | "left";

export interface EmbedItem {
  kind: "embed";
  relation: string;
  alias?: string;
  /** `!hint`: a constraint, a column of either side, or a junction table. */
  hint?: string;
  joinType?: JoinType;
  spread: boolean;
  /** Empty for `relation()`, an embed used only for filtering. */
  select: SelectItem[];
}

export type AggregateFunction = "count" | "sum" | "avg" | "max" | "min";

export interface ColumnSelect {
  kind: "column";
  /** "" for a bare `count()`, which counts rows. */
  column: string;
  alias?: string;
  /** Applied to the column (before the aggregate, when there is one). */
  cast?: string;
  /** `col.sum()`, `count()`, …: allowed only with pgrst.db_aggregates_enabled (embed-plan.ts). */
  aggregate?: AggregateFunction;
  /** `col.sum()::text`: applied to the aggregate's result. */
  aggregateCast?: string;
}

export type SelectItem = { kind: "star" } | ColumnSelect | EmbedItem;

/** Deeper selects are refused: no real schema nests this far, and recursion stays bounded. */
export const MAX_EMBED_DEPTH = 10;

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

/** Unquoted names cannot hold the grammar's own punctuation. */
const BAD_NAME = /[:(),!]/;

/** `alias:name` (a single colon; `::` is a cast) → [alias, rest]. */
function splitAlias(text: string): [string | undefined, string] {
  const match = text.match(/^([^:"]+|"(?:[^"\\]|\\.)*"):(?!:)(.*)$/s);
  return match ? [unquote(match[1].trim()), match[2]] : [undefined, text];
}

export function parseSelect(value: string): SelectItem[] {
  if (value.trim() === "") return [{ kind: "star" }];
  const failed = (details: string): RestError => parseError(`"failed to parse select parameter (${value})"`, details);
  // Aliases become SQL identifiers, and Postgres cannot carry NUL in a statement.
  if (value.includes("\u0000")) throw failed("NUL bytes are not allowed in the select list");
  return parseForest(value, 0, failed);
}

function parseForest(text: string, depth: number, failed: (details: string) => RestError): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH) throw failed(`embedded resources nest deeper than ${MAX_EMBED_DEPTH} levels`);
  if (text.trim() === "") return [];
  return splitTopLevel(text).map((raw) => parseItem(raw.trim(), depth, failed));
}

function parseItem(item: string, depth: number, failed: (details: string) => RestError): SelectItem {
  if (item === "") throw failed("unexpected empty item in the select list");
  if (item === "*") return { kind: "star" };
  const aggregate = parseAggregate(item, failed);
  if (aggregate) return aggregate;
  const open = item.indexOf("(");
  if (open >= 0) {
    if (!item.endsWith(")")) throw failed(`unexpected text after the embedded resource in "${item}"`);
    return parseEmbed(item.slice(0, open), item.slice(open + 1, -1), depth, failed);
  }
  if (item.includes("!") || item.startsWith("...")) throw failed(`"${item}" is an embedded resource without "(...)"`);
  const [alias, named] = splitAlias(item);
  const castAt = named.indexOf("::");
  const cast = castAt >= 0 ? named.slice(castAt + 2).trim() : undefined;
  const rawColumn = (castAt >= 0 ? named.slice(0, castAt) : named).trim();
  const column = unquote(rawColumn);
  if (cast !== undefined && !SELECT_CASTS.has(cast)) throw failed(`unsupported cast "${cast}"`);
  if (column === "" || alias === "" || (!rawColumn.startsWith('"') && BAD_NAME.test(rawColumn))) {
    throw failed(`unexpected name in "${item}"`);
  }
  // `data->a->>b` is named after its last key unless aliased (PostgREST's aliasSelectField).
  const jsonField = rawColumn.startsWith('"') ? undefined : jsonFieldOf(column, failed);
  return { kind: "column", column, alias: alias ?? (jsonField && implicitJsonAlias(jsonField)), cast };
}

// `alias:column::cast.fn()::cast` or `alias:count()::cast` (PostgREST's pFieldSelect with
// pAggregation): the aggregate, its argument and the casts before and after it.
const AGGREGATE = /^(.*?)(?:^|\.)(count|sum|avg|max|min)\(\)(?:::(\w+))?$/s;

function parseAggregate(item: string, failed: (details: string) => RestError): ColumnSelect | undefined {
  const [alias, rest] = splitAlias(item);
  const match = rest.trim().match(AGGREGATE);
  if (!match) return undefined;
  const [, argument, fn, after] = match;
  if (after !== undefined && !SELECT_CASTS.has(after)) throw failed(`unsupported cast "${after}"`);
  const aggregate = fn as AggregateFunction;
  if (argument === "") {
    if (aggregate !== "count") throw failed(`${aggregate}() needs a column`);
    return { kind: "column", column: "", alias: alias ?? "count", aggregate, aggregateCast: after };
  }
  const inner = parseItem(argument, 0, failed);
  if (inner.kind !== "column" || inner.aggregate) throw failed(`unexpected "${item}"`);
  return { ...inner, alias: alias ?? aggregate, aggregate, aggregateCast: after };
}

function parseEmbed(head: string, inner: string, depth: number, failed: (details: string) => RestError): EmbedItem {
  const spread = head.trimStart().startsWith("...");
  const [alias, rest] = spread ? [undefined, head.trimStart().slice(3)] : splitAlias(head.trim());
  if (spread && rest.includes(":")) throw failed("a spread embedded resource cannot have an alias");
  const [relation, ...modifiers] = rest.split("!").map((part) => part.trim());
  if (
    relation === "" ||
    alias === "" ||
    (!relation.startsWith('"') && BAD_NAME.test(relation)) ||
    modifiers.some((part) => part === "") ||
    modifiers.length > 2
  ) {
    throw failed(`malformed embedded resource "${head}"`);
  }
  const embed: EmbedItem = { kind: "embed", relation: unquote(relation), alias, spread, select: [] };
  for (const modifier of modifiers) {
    if (modifier === "inner" || modifier === "left") embed.joinType = modifier;
    else if (embed.hint === undefined) embed.hint = unquote(modifier);
    else throw failed(`malformed embedded resource "${head}"`);
  }
  embed.select = parseForest(inner, depth + 1, failed);
  return embed;
}

function jsonFieldOf(column: string, failed: (details: string) => RestError): JsonField | undefined {
  try {
    return splitJsonPath(column);
  } catch (error) {
    throw failed(error instanceof RestError ? (error.body.details ?? error.message) : String(error));
  }
}
