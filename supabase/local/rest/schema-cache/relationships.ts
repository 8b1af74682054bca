// PostgREST's relationships (SchemaCache.hs and SchemaCache/Relationship.hs of v12): every foreign
// key of schema `public` is a many-to-one (one-to-one when its columns are exactly a primary key or
// unique constraint) plus its inverse; a table whose primary key holds the columns of two foreign
// keys is a junction, giving many-to-many. Functions taking a table's row type and returning
// (setof) another table are computed relationships. Views get their tables' foreign keys
// (view-relationships.ts).
import type { Database } from "../../db/database.ts";
import { API_SCHEMA, type ForeignKeyRelationship, type Relationship, type TableInfo } from "./schema-cache.ts";
import { loadViewColumnSources, viewRelationships, type ViewColumnSources } from "./view-relationships.ts";

interface ForeignKeyRow {
  table_name: string;
  foreign_table_name: string;
  constraint_name: string;
  columns: string[];
  foreign_columns: string[];
  one_to_one: boolean;
}

interface ComputedRow {
  function_name: string;
  table_name: string;
  returns_table: string | null;
  return_type: string;
  returns_set: boolean;
  single_row: boolean;
}

// Foreign keys between two tables of the API schema, as PostgREST's allM2OandO2ORels reads them.
const FOREIGN_KEYS_SQL = `
  with keys as (
    select conrelid, jsonb_agg(cols) as sets
      from (select conrelid, to_jsonb(array(select a.attname::text from unnest(conkey) k
                                              join pg_attribute a on a.attrelid = conrelid and a.attnum = k
                                             order by a.attnum)) as cols
              from pg_constraint where contype in ('p', 'u')) uniques
     group by conrelid)
  select tab.relname as table_name, other.relname as foreign_table_name, con.conname as constraint_name,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as foreign_columns,
         coalesce(to_jsonb(array(select a.attname::text from unnest(con.conkey) k
                                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k
                                  order by a.attnum)) in (select jsonb_array_elements(keys.sets)), false) as one_to_one
    from pg_constraint con
    join pg_class tab on tab.oid = con.conrelid
    join pg_class other on other.oid = con.confrelid
    left join keys on keys.conrelid = con.conrelid
   where con.contype = 'f' and con.conparentid = 0
     and tab.relnamespace = (select oid from pg_namespace where nspname = $1) and other.relnamespace = (select oid from pg_namespace where nspname = $1)
   order by tab.relname, con.conname`;

// Functions of one argument, a row type of the API schema: computed fields and relationships.
const COMPUTED_SQL = `
  select p.proname as function_name, arg.relname as table_name, ret.relname as returns_table,
         format_type(p.prorettype, null) as return_type, p.proretset as returns_set,
         (not p.proretset or p.prorows = 1) as single_row
    from pg_proc p
    join pg_class arg on arg.reltype = p.proargtypes[0] and arg.relnamespace = (select oid from pg_namespace where nspname = $1)
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class ret on ret.oid = rt.typrelid and ret.relnamespace = (select oid from pg_namespace where nspname = $1)
   where p.pronamespace = (select oid from pg_namespace where nspname = $1) and p.prokind = 'f' and p.pronargs = 1
   order by p.proname`;

const pairs = (left: string[], right: string[]): Array<[string, string]> => left.map((name, i) => [name, right[i]]);
const swapped = (columns: Array<[string, string]>): Array<[string, string]> => columns.map(([a, b]) => [b, a]);

function foreignKeyRelationships(
  rows: ForeignKeyRow[],
  tables: Map<string, TableInfo>,
  views: ViewColumnSources,
): ForeignKeyRelationship[] {
  const tableManyToOne: ForeignKeyRelationship[] = rows.map((row) => ({
    kind: "foreign-key",
    table: row.table_name,
    foreignTable: row.foreign_table_name,
    isSelf: row.table_name === row.foreign_table_name,
    cardinality: row.one_to_one ? "one-to-one" : "many-to-one",
    constraint: row.constraint_name,
    columns: pairs(row.columns, row.foreign_columns),
  }));
  const manyToOne = [...tableManyToOne, ...viewRelationships(tableManyToOne, views)];
  const manyToMany: ForeignKeyRelationship[] = [];
  for (const first of manyToOne) {
    for (const second of manyToOne) {
      if (first.table !== second.table || first.constraint === second.constraint) continue;
      const primaryKey = new Set(tables.get(first.table)?.primaryKey ?? []);
      const junctionColumns = [...first.columns, ...second.columns].map(([column]) => column);
      if (primaryKey.size === 0 || !junctionColumns.every((column) => primaryKey.has(column))) continue;
      manyToMany.push({
        kind: "foreign-key",
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        isSelf: first.foreignTable === second.foreignTable,
        cardinality: "many-to-many",
        constraint: first.constraint,
        columns: [],
        junction: {
          table: first.table,
          constraint1: first.constraint,
          constraint2: second.constraint,
          sourceColumns: first.columns,
          targetColumns: second.columns,
        },
      });
    }
  }
  const inverse = manyToOne.map((rel): ForeignKeyRelationship => ({
    ...rel,
    table: rel.foreignTable,
    foreignTable: rel.table,
    cardinality: rel.cardinality === "one-to-one" ? "one-to-one" : "one-to-many",
    columns: swapped(rel.columns),
  }));
  return [...manyToOne, ...manyToMany, ...inverse];
}

export interface LoadedRelationships {
  byTable: Map<string, Relationship[]>;
  /** Scalar functions of a row: `full_name(people)`, selected and filtered like columns. */
  computedFields: Array<{ table: string; name: string; sqlType: string }>;
}

export async function loadRelationships(
  db: Database,
  tables: Map<string, TableInfo>,
  schema = API_SCHEMA,
): Promise<LoadedRelationships> {
  const keys = await db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schema]);
  const functions = await db.query<ComputedRow>(COMPUTED_SQL, [schema]);
  const views = await loadViewColumnSources(db, schema);
  const all: Relationship[] = foreignKeyRelationships(keys.rows, tables, views);
  const computedFields: LoadedRelationships["computedFields"] = [];
  for (const row of functions.rows) {
    if (row.returns_table && tables.has(row.returns_table)) {
      all.push({
        kind: "computed",
        table: row.table_name,
        foreignTable: row.returns_table,
        functionName: row.function_name,
        toOne: row.single_row,
      });
    } else if (!row.returns_set && row.return_type !== "void" && row.return_type !== "trigger") {
      computedFields.push({ table: row.table_name, name: row.function_name, sqlType: row.return_type });
    }
  }
  const byTable = new Map<string, Relationship[]>();
  for (const rel of all) byTable.set(rel.table, [...(byTable.get(rel.table) ?? []), rel]);
  return { byTable, computedFields };
}
