// A read plan → one SELECT, the way PostgREST's QueryBuilder.hs writes it: every embedded resource
// is a LATERAL subquery correlated with its parent (to-one: `row_to_json(sub.*)`, to-many:
// `json_agg` of the subquery), INNER for `!inner`. The subqueries run as the request's role, so RLS
// decides which embedded rows exist, exactly as in PostgREST.
import { notImplemented, unknownColumn } from "../errors.ts";
import { aggregates, nullEmbedTarget, type ColumnItem, type EmbedNode, type PlanNode } from "../plan/embed-plan.ts";
import { splitJsonPath } from "../request/json-path.ts";
import type { Condition, LogicTree } from "../request/types.ts";
import { API_SCHEMA, isToOne, quoteIdent, type ColumnInfo, type TableInfo } from "../schema-cache/schema-cache.ts";
import { columnOf, jsonPathColumn, qualifiedColumn, type SqlParams, whereSql } from "./sql-filters.ts";
import { MAX_ROWS, tableRef } from "./statement.ts";

export interface NodeRange {
  limit?: number;
  offset?: number;
}

/** The node's table seen through its SQL alias, so filters and columns are qualified with it. */
function aliasedTable(node: PlanNode): TableInfo {
  return { ...node.table, name: node.alias };
}

/** A column's value, before any alias: cast, and wrapped in its aggregate (PostgREST's pgFmtSelectItem). */
function columnValueSql(view: TableInfo, item: ColumnItem & { kind: "column" }): string {
  const cast = item.cast ? `::${item.cast}` : "";
  const value = item.column === "" ? "*" : `${qualifiedColumn(view, columnOf(view, item.column))}${cast}`;
  if (!item.aggregate) return value;
  return `${item.aggregate}(${value})${item.aggregateCast ? `::${item.aggregateCast}` : ""}`;
}

function columnSql(view: TableInfo, item: ColumnItem): string {
  if (item.kind === "star") return `${quoteIdent(view.name)}.*`;
  return `${columnValueSql(view, item)} as ${quoteIdent(item.alias ?? item.column)}`;
}

/**
 * With aggregates in the select, every other column and embed groups the rows (PostgREST's
 * groupF); `*` cannot be grouped by, so it is refused by name.
 */
function groupBySql(node: PlanNode, view: TableInfo, embedItems: string[]): string {
  if (!aggregates(node)) return "";
  if (node.select.some((item) => item.kind === "star")) {
    throw notImplemented("select=* together with aggregate functions is not supported by the local stack.");
  }
  const grouped = [
    ...node.select.flatMap((item) => (item.kind === "column" && !item.aggregate ? [columnValueSql(view, item)] : [])),
    ...embedItems.map((item) => item.replace(/ as "(?:[^"]|"")*"$/, "")),
  ];
  return grouped.length > 0 ? ` group by ${grouped.join(", ")}` : "";
}

function embedSelectSql(child: EmbedNode): string | undefined {
  if (child.empty) return undefined;
  const agg = quoteIdent(child.aggAlias);
  if (child.spread) return `${agg}.*`;
  if (isToOne(child.rel)) return `row_to_json(${agg}.*)::jsonb as ${quoteIdent(child.name)}`;
  return `coalesce(${agg}.${agg}, '[]') as ${quoteIdent(child.name)}`;
}

function joinSql(child: EmbedNode, parentAlias: string, params: SqlParams): string {
  const sub = nodeSql(child, params, { limit: child.limit, offset: child.offset }, parentAlias);
  const agg = quoteIdent(child.aggAlias);
  const join = child.joinType === "inner" ? "inner join lateral" : "left join lateral";
  if (isToOne(child.rel)) return ` ${join} (${sub}) as ${agg} on true`;
  const aggregated = `select json_agg(${agg})::jsonb as ${agg} from (${sub}) as ${agg}`;
  return ` ${join} (${aggregated}) as ${agg} on ${child.joinType === "inner" ? `${agg} is not null` : "true"}`;
}

/** FROM items and correlation conditions of an embedded node. */
function embedSource(child: EmbedNode, parentAlias: string): { from: string; conditions: string[] } {
  const alias = quoteIdent(child.alias);
  const parent = quoteIdent(parentAlias);
  const rel = child.rel;
  if (rel.kind === "computed") {
    const schema = quoteIdent(child.table.schema ?? API_SCHEMA);
    return { from: `${schema}.${quoteIdent(rel.functionName)}(${parent}) as ${alias}`, conditions: [] };
  }
  const from = `${tableRef(child.table)} as ${alias}`;
  if (!rel.junction) {
    const conditions = rel.columns.map(
      ([own, foreign]) => `${alias}.${quoteIdent(foreign)} = ${parent}.${quoteIdent(own)}`,
    );
    return { from, conditions };
  }
  const junction = quoteIdent(`${rel.junction.table}_junction_${child.depth}`);
  return {
    from: `${from}, ${quoteIdent(child.table.schema ?? API_SCHEMA)}.${quoteIdent(rel.junction.table)} as ${junction}`,
    conditions: [
      ...rel.junction.sourceColumns.map(
        ([jcol, own]) => `${junction}.${quoteIdent(jcol)} = ${parent}.${quoteIdent(own)}`,
      ),
      ...rel.junction.targetColumns.map(
        ([jcol, foreign]) => `${alias}.${quoteIdent(foreign)} = ${junction}.${quoteIdent(jcol)}`,
      ),
    ],
  };
}

/** Null-embed conditions become conditions on a pseudo-column whose SQL is the embed's value. */
function withNullEmbeds(node: PlanNode, view: TableInfo): { view: TableInfo; where: LogicTree } {
  const extra = new Map<string, ColumnInfo>();
  const rewrite = (tree: LogicTree): LogicTree => ({
    ...tree,
    children: tree.children.map((child): Condition | LogicTree => {
      if (child.kind !== "condition") return rewrite(child);
      const embed = nullEmbedTarget(node, child);
      if (!embed) return child;
      const key = `\u0000embed ${embed.name}`;
      const agg = quoteIdent(embed.aggAlias);
      const expression = isToOne(embed.rel) ? `row_to_json(${agg}.*)` : `${agg}.${agg}`;
      extra.set(key, { name: key, sqlType: "json", expression });
      return { ...child, column: key };
    }),
  });
  const where = rewrite(node.where);
  if (extra.size === 0) return { view, where };
  return { view: { ...view, columns: new Map([...view.columns, ...extra]) }, where };
}

/** `order=author(name)` or `order=author(data->>k)`: a column of a to-one embed's subquery. */
function relatedOrderTarget(child: EmbedNode, column: string): string {
  const agg = quoteIdent(child.aggAlias);
  const field = splitJsonPath(column);
  if (!field) return `${agg}.${quoteIdent(column)}`;
  const base = child.table.columns.get(field.column);
  if (!base) throw unknownColumn(child.table.name, field.column);
  return jsonPathColumn(column, `${agg}.${quoteIdent(field.column)}`, base, field.path).expression as string;
}

function orderSql(node: PlanNode, view: TableInfo): string {
  if (node.order.length === 0) return "";
  const terms = node.order.map((term) => {
    const child = term.relation === undefined ? undefined : node.children.find((c) => c.name === term.relation);
    const target = child ? relatedOrderTarget(child, term.column) : qualifiedColumn(view, columnOf(view, term.column));
    const nulls = term.nulls ? ` nulls ${term.nulls}` : "";
    return `${target} ${term.descending ? "desc" : "asc"}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

function rangeSql(range: NodeRange | undefined): string {
  if (!range) return "";
  const limit = Math.min(range.limit ?? MAX_ROWS, MAX_ROWS);
  return ` limit ${limit}${range.offset ? ` offset ${range.offset}` : ""}`;
}

export interface NodeSqlOptions {
  /** Replaces `"public"."table"` at the root, e.g. a write's `pgrst_source as "table"`. */
  from?: string;
  /** Leaves out ORDER BY (counts). */
  unordered?: boolean;
}

/**
 * The SELECT of one node. `parentAlias` is set for embedded nodes (correlation); `range` undefined
 * means no LIMIT at all (write representations, counts).
 */
export function nodeSql(
  node: PlanNode,
  params: SqlParams,
  range: NodeRange | undefined,
  parentAlias?: string,
  options: NodeSqlOptions = {},
): string {
  const { view, where } = withNullEmbeds(node, aliasedTable(node));
  const children = node.children;
  const noSelect = node.select.length === 0 && children.length === 0;
  const embedItems = children.map(embedSelectSql).filter((item): item is string => item !== undefined);
  const items = [
    ...(noSelect ? [`${quoteIdent(node.alias)}.*`] : node.select.map((item) => columnSql(view, item))),
    ...embedItems,
  ];
  const source =
    parentAlias !== undefined
      ? embedSource(node as EmbedNode, parentAlias)
      : { from: options.from ?? tableRef(node.table), conditions: [] };
  const joins = children.map((child) => joinSql(child, node.alias, params)).join("");
  const filter = whereSql(view, where, params).replace(/^ where /, "");
  const conditions = [...(filter ? [filter] : []), ...source.conditions];
  const whereClause = conditions.length > 0 ? ` where ${conditions.join(" and ")}` : "";
  const order = options.unordered ? "" : orderSql(node, view);
  const groupBy = groupBySql(node, view, embedItems);
  return `select ${items.join(", ")} from ${source.from}${joins}${whereClause}${groupBy}${order}${rangeSql(range)}`;
}
