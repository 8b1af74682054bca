// PostgREST's "schema cache" (SchemaCache.hs and its Table, Routine and Relationship types): the
// tables, columns, functions and relationships of an exposed schema, read once from the catalog
// (load.ts). Every identifier in a request is looked up here before it reaches SQL, so a name that
// is not a real column can never become part of a statement. Every stage reads these types; this
// module imports nothing.
export const API_SCHEMA = "public";

export interface ColumnInfo {
  name: string;
  /** `format_type()` spelling, safe to splice into a cast: `uuid`, `integer`, `text[]`, … */
  sqlType: string;
  /** A computed field: the function `name(row)` of schema public, not a stored column. */
  computedBy?: string;
  /** Set only on per-request pseudo-columns (sql-embed.ts): SQL that stands for the column. */
  expression?: string;
  /** The column's DEFAULT as SQL, as PostgREST's schema cache reads it, for `Prefer: missing=default`. */
  defaultSql?: string;
}

export interface TableInfo {
  name: string;
  /** The exposed schema it lives in; API_SCHEMA when unset. */
  schema?: string;
  columns: Map<string, ColumnInfo>;
  /** Column names in table order, for `select=*` shapes and insert column lists. */
  columnOrder: string[];
  primaryKey: string[];
}

export interface FunctionParam {
  name: string;
  sqlType: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  params: FunctionParam[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Returns a row type (table or OUT params): one object, or an array of objects with setof. */
  returnsComposite: boolean;
  /**
   * The table or view of this schema whose row type it returns: its relationships then serve
   * `select=*,other(*)` on the results, as PostgREST embeds on such functions.
   */
  returnTable?: string;
  /**
   * One unnamed json/jsonb/text/xml/bytea parameter (its name is ""): PostgREST calls it with the
   * whole request body (rpc-unnamed.ts).
   */
  unnamed?: boolean;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  /** Overloads by name. */
  functions: Map<string, FunctionInfo[]>;
  /** Relationships by origin table, for embedding (relationships.ts). */
  relationships: Map<string, Relationship[]>;
}

export type Cardinality = "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** [junction column, origin column] of the first foreign key. */
  sourceColumns: Array<[string, string]>;
  /** [junction column, target column] of the second foreign key. */
  targetColumns: Array<[string, string]>;
}

export interface ForeignKeyRelationship {
  kind: "foreign-key";
  table: string;
  foreignTable: string;
  isSelf: boolean;
  cardinality: Cardinality;
  constraint: string;
  /** [origin column, target column] pairs (unused for many-to-many). */
  columns: Array<[string, string]>;
  junction?: Junction;
}

export interface ComputedRelationship {
  kind: "computed";
  table: string;
  foreignTable: string;
  functionName: string;
  toOne: boolean;
}

export type Relationship = ForeignKeyRelationship | ComputedRelationship;

export function isToOne(rel: Relationship): boolean {
  if (rel.kind === "computed") return rel.toOne;
  return rel.cardinality === "many-to-one" || rel.cardinality === "one-to-one";
}

/** A real column, as opposed to a computed field (which a payload cannot write). */
export function isStoredColumn(table: TableInfo, name: string): boolean {
  const column = table.columns.get(name);
  return column !== undefined && column.computedBy === undefined;
}

/** Double-quoted identifier; only ever applied to names that came from the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
