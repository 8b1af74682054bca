// Relationships of views, as PostgREST 12 derives them (SchemaCache.hs allViewsKeyDependencies and
// addViewM2OAndO2ORels): each view column that is a plain reference to a base column is traced
// through the view's `_RETURN` rule (its top-level target list's resorigtbl/resorigcol, followed
// through views over views), and every many-to-one / one-to-one foreign key whose columns a view
// exposes is repeated with the view in place of the table, on either side or both.
import type { Database } from "../../db/database.ts";
import type { ForeignKeyRelationship } from "./schema-cache.ts";

/** view name → view column → [base table, base column]. */
export type ViewColumnSources = Map<string, Map<string, [string, string]>>;

interface RuleRow {
  view_oid: number;
  view_name: string;
  action: string;
}

interface AttributeRow {
  rel_oid: number;
  rel_name: string;
  attnum: number;
  attname: string;
}

const RULES_SQL = `
  select v.oid::int as view_oid, v.relname as view_name, r.ev_action::text as action
    from pg_rewrite r
    join pg_class v on v.oid = r.ev_class
   where r.rulename = '_RETURN' and v.relkind in ('v', 'm') and v.relnamespace = (select oid from pg_namespace where nspname = $1)`;

const ATTRIBUTES_SQL = `
  select c.oid::int as rel_oid, c.relname as rel_name, a.attnum::int as attnum, a.attname::text as attname
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where c.relnamespace = (select oid from pg_namespace where nspname = $1) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

/** Views over views are followed this far; deeper chains keep their last hop unresolved. */
const MAX_VIEW_DEPTH = 10;

interface TargetEntry {
  resno: number;
  origTable: number;
  origColumn: number;
}

/** The TARGETENTRY nodes of the rule's top-level query (brace depth 2 in `({QUERY ...})`). */
export function topLevelTargets(action: string): TargetEntry[] {
  const entries: TargetEntry[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < action.length; i++) {
    const char = action[i];
    if (char === "\\") i++;
    else if (char === "{") {
      depth++;
      if (depth === 2 && action.startsWith("{TARGETENTRY", i)) start = i;
    } else if (char === "}") {
      if (depth === 2 && start >= 0) {
        const node = action.slice(start, i + 1);
        // The entry's own fields follow its expression, so they are the last `:resno` of the node.
        const tail = node
          .slice(node.lastIndexOf(":resno "))
          .match(/^:resno (\d+) .*:resorigtbl (\d+) :resorigcol (\d+) /s);
        if (tail) entries.push({ resno: Number(tail[1]), origTable: Number(tail[2]), origColumn: Number(tail[3]) });
        start = -1;
      }
      depth--;
    }
  }
  return entries;
}

export async function loadViewColumnSources(db: Database, schema: string): Promise<ViewColumnSources> {
  const rules = (await db.query<RuleRow>(RULES_SQL, [schema])).rows;
  if (rules.length === 0) return new Map();
  const attributes = (await db.query<AttributeRow>(ATTRIBUTES_SQL, [schema])).rows;
  const names = new Map<number, string>();
  const columnNames = new Map<string, string>();
  for (const row of attributes) {
    names.set(row.rel_oid, row.rel_name);
    columnNames.set(`${row.rel_oid}:${row.attnum}`, row.attname);
  }
  // Direct sources: view oid → attnum → [relation oid, attnum].
  const direct = new Map<number, Map<number, [number, number]>>();
  for (const rule of rules) {
    const columns = new Map<number, [number, number]>();
    for (const entry of topLevelTargets(rule.action)) {
      if (entry.origTable !== 0) columns.set(entry.resno, [entry.origTable, entry.origColumn]);
    }
    direct.set(rule.view_oid, columns);
  }
  const resolve = (source: [number, number], depth: number): [number, number] | undefined => {
    const inner = direct.get(source[0]);
    if (!inner) return source;
    const next = inner.get(source[1]);
    return next && depth < MAX_VIEW_DEPTH ? resolve(next, depth + 1) : undefined;
  };
  const sources: ViewColumnSources = new Map();
  for (const rule of rules) {
    const columns = new Map<string, [string, string]>();
    for (const [resno, origin] of direct.get(rule.view_oid) ?? []) {
      const base = resolve(origin, 0);
      const viewColumn = columnNames.get(`${rule.view_oid}:${resno}`);
      const table = base && names.get(base[0]);
      const column = base && columnNames.get(`${base[0]}:${base[1]}`);
      if (viewColumn && table && column) columns.set(viewColumn, [table, column]);
    }
    if (columns.size > 0) sources.set(rule.view_name, columns);
  }
  return sources;
}

/** Every way `view` exposes `columns` of `table`: lists of view columns, one per base column. */
function exposures(sources: ViewColumnSources, view: string, table: string, columns: string[]): string[][] {
  const mapping = sources.get(view);
  if (!mapping) return [];
  let combos: string[][] = [[]];
  for (const column of columns) {
    const candidates = [...mapping].filter(([, [t, c]]) => t === table && c === column).map(([name]) => name);
    combos = combos.flatMap((combo) => candidates.map((name) => [...combo, name]));
    if (combos.length === 0 || combos.length > 16) return combos.slice(0, 16);
  }
  return combos;
}

/** The many-to-one / one-to-one relationships of views derived from those of their tables. */
export function viewRelationships(
  manyToOne: ForeignKeyRelationship[],
  sources: ViewColumnSources,
): ForeignKeyRelationship[] {
  const views = [...sources.keys()];
  const derived: ForeignKeyRelationship[] = [];
  for (const rel of manyToOne) {
    const own = rel.columns.map(([column]) => column);
    const foreign = rel.columns.map(([, column]) => column);
    const origins: Array<[string, string[]]> = [
      [rel.table, own],
      ...views.flatMap((view) =>
        exposures(sources, view, rel.table, own).map((cols): [string, string[]] => [view, cols]),
      ),
    ];
    const targets: Array<[string, string[]]> = [
      [rel.foreignTable, foreign],
      ...views.flatMap((view) =>
        exposures(sources, view, rel.foreignTable, foreign).map((cols): [string, string[]] => [view, cols]),
      ),
    ];
    for (const [origin, originColumns] of origins) {
      for (const [target, targetColumns] of targets) {
        if (origin === rel.table && target === rel.foreignTable) continue;
        derived.push({
          ...rel,
          table: origin,
          foreignTable: target,
          isSelf: false,
          columns: originColumns.map((column, i) => [column, targetColumns[i]]),
        });
      }
    }
  }
  return derived;
}
