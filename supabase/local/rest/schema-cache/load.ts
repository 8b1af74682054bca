// Reads the schema cache (schema-cache.ts) of one exposed schema from the catalog: tables and
// columns, callable functions, then their relationships (relationships.ts).
import type { Database } from "../../db/database.ts";
import { loadRelationships } from "./relationships.ts";
import { API_SCHEMA, type ColumnInfo, type FunctionInfo, type SchemaCache, type TableInfo } from "./schema-cache.ts";

interface ColumnRow {
  table_name: string;
  column_name: string;
  sql_type: string;
  is_pk: boolean;
  default_sql: string | null;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  default_count: number;
  returns_set: boolean;
  return_type: string;
  return_kind: string;
  return_table: string | null;
}

const COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as sql_type,
         coalesce(a.attnum = any(pk.conkey), false) as is_pk,
         -- SchemaCache.hs allColumns: a domain's default, an identity's sequence, none for generated.
         case
           when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
           when a.attidentity = 'd' then format('nextval(%L)', seq.objid::regclass)
           when a.attgenerated = 's' then null
           else pg_get_expr(ad.adbin, ad.adrelid)::text
         end as default_sql
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef ad on ad.adrelid = c.oid and ad.adnum = a.attnum
    left join pg_depend seq
      on seq.refobjid = a.attrelid and seq.refobjsubid = a.attnum and seq.deptype = 'i'
         and seq.classid = 'pg_class'::regclass
    left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
   order by c.relname, a.attnum`;

// Input params only (modes i / b / v); OUT params are part of the result row.
const FUNCTIONS_SQL = `
  select p.proname as name, p.proargnames as arg_names,
         array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
         p.proargmodes::text[] as arg_modes, p.pronargdefaults as default_count,
         p.proretset as returns_set, format_type(p.prorettype, null) as return_type,
         rt.typtype::text as return_kind, rc.relname::text as return_table
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid and rc.relnamespace = n.oid and rc.relkind in ('r', 'v', 'm', 'f', 'p')
   where n.nspname = $1 and p.prokind = 'f'`;

/** The cache of one exposed schema (`[api] schemas`; rest/request/exposed-schemas.ts). */
export async function loadSchemaCache(db: Database, schema = API_SCHEMA): Promise<SchemaCache> {
  const [columns, functions] = [
    await db.query<ColumnRow>(COLUMNS_SQL, [schema]),
    await db.query<FunctionRow>(FUNCTIONS_SQL, [schema]),
  ];
  const tables = tablesFrom(columns.rows);
  for (const table of tables.values()) table.schema = schema;
  const { byTable, computedFields } = await loadRelationships(db, tables, schema);
  for (const field of computedFields) {
    const columns = tables.get(field.table)?.columns;
    // A real column wins over a function of the same name, as in PostgREST.
    if (columns && !columns.has(field.name)) {
      columns.set(field.name, { name: field.name, sqlType: field.sqlType, computedBy: field.name });
    }
  }
  return { tables, functions: functionsFrom(functions.rows), relationships: byTable };
}

function tablesFrom(rows: ColumnRow[]): Map<string, TableInfo> {
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: new Map(), columnOrder: [], primaryKey: [] };
      tables.set(row.table_name, table);
    }
    const column: ColumnInfo = { name: row.column_name, sqlType: row.sql_type };
    if (row.default_sql !== null) column.defaultSql = row.default_sql;
    table.columns.set(row.column_name, column);
    table.columnOrder.push(row.column_name);
    if (row.is_pk) table.primaryKey.push(row.column_name);
  }
  return tables;
}

function functionsFrom(rows: FunctionRow[]): Map<string, FunctionInfo[]> {
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    const info = functionInfo(row);
    if (!info) continue;
    functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
  }
  return functions;
}

/** In, inout and variadic parameters are the arguments; out and table columns are the result. */
const isInputMode = (mode: string | undefined) => mode === undefined || mode === "i" || mode === "b" || mode === "v";

/** PostgREST's callable single unnamed parameter types (SchemaCache.hs allFunctions). */
const UNNAMED_TYPES = new Set(["bytea", "json", "jsonb", "text", "xml"]);

/**
 * Null for functions PostgREST leaves out of its cache: those with two or more unnamed
 * parameters, or one of a type other than json/jsonb/text/xml/bytea (SchemaCache.hs `callable`).
 * A function with one such unnamed parameter among named ones stays in: it is never chosen (no
 * argument is named "") but its parameter list appears in PGRST202's "Perhaps you meant" hint.
 * Polymorphic parameters (anyelement, anyarray…) stay in too and fail in PostgreSQL as they do
 * behind PostgREST (rpc.pg.test.ts).
 */
function functionInfo(row: FunctionRow): FunctionInfo | null {
  if (row.return_type === "trigger" || row.return_type === "event_trigger") return null;
  const names = (row.arg_names ?? []).filter((_, i) => isInputMode(row.arg_modes?.[i]));
  const inputNames = row.arg_types.map((_, i) => names[i] ?? "");
  const unnamedAt = inputNames.flatMap((name, i) => (name === "" ? [i] : []));
  if (unnamedAt.length > 1 || (unnamedAt.length === 1 && !UNNAMED_TYPES.has(row.arg_types[unnamedAt[0]]))) return null;
  const unnamed = row.arg_types.length === 1 && unnamedAt.length === 1;
  const firstDefault = row.arg_types.length - row.default_count;
  return {
    name: row.name,
    params: row.arg_types.map((sqlType, i) => ({ name: inputNames[i], sqlType, hasDefault: i >= firstDefault })),
    returnsSet: row.returns_set,
    returnsVoid: row.return_type === "void",
    returnsComposite: row.return_kind === "c" || row.return_type === "record",
    ...(row.return_table ? { returnTable: row.return_table } : {}),
    ...(unnamed ? { unnamed } : {}),
  };
}
