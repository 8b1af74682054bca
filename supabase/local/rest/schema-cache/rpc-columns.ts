// The columns of a function's result rows (a table's row type, a composite type, OUT parameters
// or RETURNS TABLE), so select, filters and order on `rpc/<fn>` are checked against real names
// and cast to real types, like PostgREST does with its schema cache. Read from the catalog on
// first use and kept until the schema cache is reloaded.
import type { Database } from "../../db/database.ts";
import { quoteIdent, type ColumnInfo, type FunctionInfo, type TableInfo } from "./schema-cache.ts";

const RESULT_COLUMNS_SQL = `
  with fn as (select p.* from pg_proc p where p.oid = to_regprocedure($1))
  select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as sql_type, a.attnum::int as position
    from fn join pg_type t on t.oid = fn.prorettype
    join pg_attribute a on a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
   where t.typtype = 'c'
  union all
  select arg.name, format_type(arg.type, null), arg.position::int
    from fn, unnest(fn.proargnames, fn.proallargtypes, fn.proargmodes::text[])
         with ordinality as arg(name, type, mode, position)
   where fn.prorettype = 'record'::regtype and arg.mode in ('o', 'b', 't')
   order by position`;

const SCALAR_TYPE_SQL = `
  select p.proname::text as name, format_type(p.prorettype, null) as sql_type
    from pg_proc p where p.oid = to_regprocedure($1)`;

export class RpcColumns {
  private readonly cache = new Map<string, TableInfo | null>();

  constructor(private readonly db: Database) {}

  clear(): void {
    this.cache.clear();
  }

  /**
   * The result rows as a relation named after the function. A scalar result is one column with
   * the function's name (how Postgres names `from fn() as fn`); null for a bare `record`.
   */
  async of(schema: string, fn: FunctionInfo): Promise<TableInfo | null> {
    const signature = `${quoteIdent(schema)}.${quoteIdent(fn.name)}(${fn.params.map((p) => p.sqlType).join(", ")})`;
    const known = this.cache.get(signature);
    if (known !== undefined) return known;
    const sql = fn.returnsComposite ? RESULT_COLUMNS_SQL : SCALAR_TYPE_SQL;
    const { rows } = await this.db.query<{ name: string; sql_type: string }>(sql, [signature]);
    const columns = new Map<string, ColumnInfo>(
      rows.map((row) => [row.name, { name: row.name, sqlType: row.sql_type }]),
    );
    // A function returning plain `record` without OUT parameters has no known columns.
    const table =
      rows.length === 0 ? null : { name: fn.name, columns, columnOrder: [...columns.keys()], primaryKey: [] };
    this.cache.set(signature, table);
    return table;
  }
}
