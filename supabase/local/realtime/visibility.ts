// Who may see a change. Like hosted Realtime, INSERT and UPDATE are delivered only if the
// subscriber's role can SELECT the new row under RLS: we re-read the row by primary key as that
// subscriber (db.ts runAs). DELETE is not filtered, so (as in Realtime's realtime.apply_rls) its
// old_record is cut to the primary key on a table with RLS; otherwise old_record holds what the WAL
// would carry: the primary key, or the whole row under REPLICA IDENTITY FULL.
import type { Database } from "../db/database.ts";
import type { DbChangeEvent } from "../context.ts";
import { runAs } from "../db/db.ts";
import type { JwtClaims } from "../jwt.ts";
import { quoteIdent } from "../rest/schema-cache/schema-cache.ts";

interface TableMeta {
  primaryKey: Array<{ name: string; sqlType: string }>;
  replicaIdentityFull: boolean;
  rowLevelSecurity: boolean;
}

const TABLE_META_SQL = `
  select c.relreplident = 'f' as full_identity, c.relrowsecurity as rls,
         coalesce(json_agg(json_build_object('name', a.attname, 'sqlType', format_type(a.atttypid, a.atttypmod))
                  order by array_position(pk.conkey, a.attnum)) filter (where a.attname is not null), '[]') as primary_key
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = any(pk.conkey)
   where n.nspname = $1 and c.relname = $2
   group by c.relreplident, c.relrowsecurity`;

export class RowVisibility {
  private readonly tables = new Map<string, Promise<TableMeta>>();

  constructor(private readonly db: Database) {}

  private meta(change: DbChangeEvent): Promise<TableMeta> {
    const key = `${change.schema}.${change.table}`;
    let meta = this.tables.get(key);
    if (!meta) {
      meta = this.db
        .query<{ full_identity: boolean; rls: boolean; primary_key: TableMeta["primaryKey"] }>(TABLE_META_SQL, [
          change.schema,
          change.table,
        ])
        .then((result) => ({
          primaryKey: result.rows[0]?.primary_key ?? [],
          replicaIdentityFull: result.rows[0]?.full_identity ?? false,
          rowLevelSecurity: result.rows[0]?.rls ?? true,
        }));
      this.tables.set(key, meta);
    }
    return meta;
  }

  /** The change as it goes on the wire: old_record limited to what the replica identity holds. */
  async publicShape(change: DbChangeEvent): Promise<DbChangeEvent> {
    if (!change.old_record) return change;
    const meta = await this.meta(change);
    // A deleted row cannot be checked against RLS any more, so only its key may travel.
    if (meta.replicaIdentityFull && !(change.type === "DELETE" && meta.rowLevelSecurity)) return change;
    const old: Record<string, unknown> = {};
    for (const { name } of meta.primaryKey) old[name] = change.old_record[name];
    return { ...change, old_record: old };
  }

  private async canSelectTable(claims: JwtClaims, change: DbChangeEvent): Promise<boolean> {
    const table = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    try {
      const result = await this.db.query<{ allowed: boolean }>(
        "select has_table_privilege($1, $2, 'SELECT') as allowed",
        [claims.role, table],
      );
      return result.rows[0]?.allowed === true;
    } catch {
      return false;
    }
  }

  /** Whether a subscriber with these claims may receive the change. */
  async isVisibleTo(claims: JwtClaims, change: DbChangeEvent): Promise<boolean> {
    if (change.type === "DELETE") return true;
    const { primaryKey, rowLevelSecurity } = await this.meta(change);
    // Without RLS, Realtime checks only that the role may SELECT the table, not the row.
    if (!rowLevelSecurity) return this.canSelectTable(claims, change);
    const record = change.record;
    // Without a key the row cannot be re-read safely: only the RLS-exempt service role gets it.
    if (!record || primaryKey.length === 0) return claims.role === "service_role";
    const params = primaryKey.map(({ name }) => {
      const value = record[name];
      return typeof value === "string" ? value : JSON.stringify(value);
    });
    const conditions = primaryKey.map(({ name, sqlType }, i) => `${quoteIdent(name)} = $${i + 1}::text::${sqlType}`);
    const sql = `select 1 from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} where ${conditions.join(" and ")}`;
    try {
      const result = await runAs(this.db, claims, (tx) => tx.query(sql, params));
      return result.rows.length > 0;
    } catch {
      // No SELECT privilege, unknown role, …: not visible, exactly as a failed RLS check.
      return false;
    }
  }
}
