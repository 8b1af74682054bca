// The read plan of a request, as PostgREST's Plan.hs builds it: the select tree with every embedded
// resource resolved to a relationship (findRel), its own filters, order and range from `path.x=`
// parameters, null-embed filters (`author=not.is.null`) and related orders (`order=author(name)`).
import {
  ambiguousRelationship,
  noRelationship,
  notEmbedded,
  relatedOrderNotToOne,
  spreadNotToOne,
} from "./embed-errors.ts";
import { aggregatesNotAllowed, notImplemented, parseError, unknownTable } from "../errors.ts";
import { emptyEmbedParams } from "../request/parse-embed-params.ts";
import type { Condition, EmbedParams, LogicTree, OrderTerm, ParsedQuery } from "../request/types.ts";
import type { EmbedItem, JoinType, SelectItem } from "../request/parse-select.ts";
import {
  isToOne,
  type ForeignKeyRelationship,
  type Relationship,
  type SchemaCache,
  type TableInfo,
} from "../schema-cache/schema-cache.ts";

export type ColumnItem = Exclude<SelectItem, EmbedItem>;

export interface PlanNode {
  table: TableInfo;
  /** The SQL name its columns are qualified with: the table name at the root, `table_depth` below. */
  alias: string;
  select: ColumnItem[];
  children: EmbedNode[];
  where: LogicTree;
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  depth: number;
}

export interface EmbedNode extends PlanNode {
  rel: Relationship;
  /** The key in the JSON output and in `path.x=` parameters: the alias, else the relation. */
  name: string;
  relation: string;
  /** The lateral subquery's alias, PostgREST's relAggAlias. */
  aggAlias: string;
  joinType?: JoinType;
  spread: boolean;
  /** `relation()`: joined for filtering, never output. */
  empty: boolean;
}

/** PostgREST's findRel (v12); views have their tables' relationships (view-relationships.ts). */
export function findRelationship(
  cache: SchemaCache,
  origin: string,
  target: string,
  hint: string | undefined,
  schema?: string,
): Relationship {
  const candidates = (cache.relationships.get(origin) ?? []).filter((rel) => matches(rel, target, hint));
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) throw noRelationship(origin, target, hint, cache.relationships, schema);
  throw ambiguousRelationship(origin, target, candidates as ForeignKeyRelationship[]);
}

function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.kind === "computed") return target === rel.functionName;
  const single = rel.junction === undefined && rel.columns.length === 1 ? rel.columns[0] : undefined;
  const isColumn = (name: string) => single?.[0] === name;
  const isForeignColumn = (name: string) => single?.[1] === name;
  const isConstraint = (name: string) => rel.junction === undefined && rel.constraint === name;
  if (rel.isSelf) {
    // One foreign key, two relationships: `children:family(*)` is one-to-many, `parent(*)` many-to-one.
    if (hint === undefined) {
      return (
        (target === rel.foreignTable && rel.cardinality === "one-to-many") ||
        (isColumn(target) && rel.cardinality === "many-to-one")
      );
    }
    return target === rel.foreignTable && rel.cardinality === "one-to-many" && isForeignColumn(hint);
  }
  if (hint === undefined) return target === rel.foreignTable || isConstraint(target) || isColumn(target);
  return (
    target === rel.foreignTable &&
    (isConstraint(hint) || isColumn(hint) || isForeignColumn(hint) || rel.junction?.table === hint)
  );
}

function splitSelect(items: SelectItem[]): { columns: ColumnItem[]; embeds: EmbedItem[] } {
  const columns = items.filter((item): item is ColumnItem => item.kind !== "embed");
  return { columns, embeds: items.filter((item): item is EmbedItem => item.kind === "embed") };
}

function isEmptyEmbed(item: EmbedItem): boolean {
  return item.select.every((child) => child.kind === "embed" && isEmptyEmbed(child));
}

function embedNode(cache: SchemaCache, parent: PlanNode, item: EmbedItem): EmbedNode {
  const rel = findRelationship(cache, parent.table.name, item.relation, item.hint, parent.table.schema);
  if (item.spread && !isToOne(rel)) throw spreadNotToOne(rel.table, item.relation);
  const table = cache.tables.get(rel.foreignTable);
  if (!table) throw unknownTable(rel.foreignTable);
  const depth = parent.depth + 1;
  const name = item.alias ?? item.relation;
  const node: EmbedNode = {
    ...emptyEmbedParams(),
    table,
    alias: `${rel.foreignTable}_${depth}`,
    select: [],
    children: [],
    depth,
    rel,
    name,
    relation: item.relation,
    aggAlias: `${rel.table}_${name}_${depth}`,
    joinType: item.joinType,
    spread: item.spread,
    empty: isEmptyEmbed(item),
  };
  fillSelect(cache, node, item.select);
  return node;
}

function fillSelect(cache: SchemaCache, node: PlanNode, items: SelectItem[]): void {
  const { columns, embeds } = splitSelect(items);
  node.select = columns;
  node.children = embeds.map((item) => embedNode(cache, node, item));
}

function findChild(node: PlanNode, name: string): EmbedNode {
  const child = node.children.find((candidate) => candidate.relation === name || candidate.name === name);
  if (!child) throw notEmbedded(name);
  return child;
}

function applyParams(root: PlanNode, path: string, params: EmbedParams): void {
  let node = root;
  for (const segment of path.split(".")) node = findChild(node, segment);
  node.where = params.where;
  node.order = params.order;
  node.limit = params.limit;
  node.offset = params.offset;
}

/** Related orders must name a to-one embed of the same node. */
function checkRelatedOrders(node: PlanNode): void {
  for (const term of node.order) {
    if (term.relation === undefined) continue;
    const child = node.children.find((candidate) => candidate.name === term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (!isToOne(child.rel)) throw relatedOrderNotToOne(node.table.name, child.name);
    if (term.column.includes("\u0000"))
      throw parseError(`"failed to parse order (${term.relation}(…))"`, "NUL bytes are not allowed");
  }
  node.children.forEach(checkRelatedOrders);
}

/** The embed a `name=is.null` / `name=not.is.null` condition tests, if it is one. */
export function nullEmbedTarget(node: PlanNode, condition: Condition): EmbedNode | undefined {
  const value = Array.isArray(condition.value) ? "" : condition.value.toLowerCase();
  if (condition.operator !== "is" || value !== "null") return undefined;
  return node.children.find((child) => child.name === condition.column);
}

/**
 * PostgREST's validateAggFunctions: any aggregate anywhere in select is 400 PGRST123 unless
 * pgrst.db_aggregates_enabled is on (db-config.ts).
 */
export function checkAggregates(items: SelectItem[], enabled: boolean): void {
  for (const item of items) {
    if (item.kind === "embed") checkAggregates(item.select, enabled);
    else if (item.kind === "column" && item.aggregate && !enabled) throw aggregatesNotAllowed();
  }
}

/** The select of a node aggregates: its plain columns (and embeds) become the GROUP BY. */
export function aggregates(node: PlanNode): boolean {
  return node.select.some((item) => item.kind === "column" && item.aggregate !== undefined);
}

function checkSpreadAggregates(node: PlanNode): void {
  for (const child of node.children) {
    if (child.spread && (aggregates(child) || child.children.some((grand) => grand.spread && aggregates(grand)))) {
      throw notImplemented("Aggregates in spread embedded resources are not supported by the local stack.");
    }
    checkSpreadAggregates(child);
  }
}

/** The read plan of `query` on `table`: a value of its own, the parsed request is left as it is. */
export function buildPlan(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  aggregatesEnabled = false,
): PlanNode {
  checkAggregates(query.select, aggregatesEnabled);
  const root: PlanNode = {
    table,
    alias: table.name,
    select: [],
    children: [],
    where: query.where,
    order: query.order,
    depth: 0,
  };
  fillSelect(cache, root, query.select);
  for (const [path, params] of query.embedded ?? []) applyParams(root, path, params);
  checkRelatedOrders(root);
  checkSpreadAggregates(root);
  return root;
}
