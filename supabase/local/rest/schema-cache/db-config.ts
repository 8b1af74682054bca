// PostgREST's in-database configuration (src/PostgREST/Config/Database.hs queryDbSettings): the
// `pgrst.*` settings of the role PostgREST connects as, `authenticator`, read from
// pg_db_role_setting; a setting for the role in this database wins over one for the role alone, and
// a setting on the database only has no effect. Hosted Supabase documents
// `alter role authenticator set pgrst.db_aggregates_enabled = 'true'` followed by
// `notify pgrst, 'reload config'`. Read at start and on every 'reload config' notification
// (schema-reload.ts), as PostgREST's listener does.
//
// Of PostgREST's in-db settings the stack honours those that change answers supabase-js sees:
// db_aggregates_enabled, db_plan_enabled and db_tx_end. The others (jwt_*, db_schemas, …) come from
// config.toml as on `supabase start`, where the CLI passes them as PostgREST's environment.
import type { Database } from "../../db/database.ts";

export interface DbConfig {
  /** `pgrst.db_aggregates_enabled`: `count()`, `col.sum()`, … in select (off: 400 PGRST123). */
  aggregatesEnabled: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan` (supabase-js `.explain()`). */
  planEnabled: boolean;
  /** `pgrst.db_tx_end` = rollback or rollback-allow-override. */
  txRollbackAll: boolean;
  /** `pgrst.db_tx_end` = commit-allow-override or rollback-allow-override: `Prefer: tx=` applies. */
  txAllowOverride: boolean;
}

export const DEFAULT_DB_CONFIG: DbConfig = {
  aggregatesEnabled: false,
  planEnabled: false,
  txRollbackAll: false,
  txAllowOverride: false,
};

const SETTING_NAMES = ["pgrst.db_aggregates_enabled", "pgrst.db_plan_enabled", "pgrst.db_tx_end"];

const SETTINGS_SQL = `
  with role_setting as (
    select setdatabase as database, unnest(setconfig) as setting
      from pg_catalog.pg_db_role_setting
     where setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
       and setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
  ), kv_settings as (
    select database, substr(setting, 1, strpos(setting, '=') - 1) as k,
           substr(setting, strpos(setting, '=') + 1) as v
      from role_setting
  )
  select distinct on (key) replace(k, 'pgrst.', '') as key, v as value
    from kv_settings
   where k = any($1) and v is not null
   order by key, database desc nulls last`;

/** PostgREST's coerceBool: true/True/TRUE (letters only), else a number > 0; anything else is unset. */
export function coerceBool(text: string): boolean | undefined {
  const letters = text.replace(/[^A-Za-z]/g, "").toLowerCase();
  if (letters === "true") return true;
  if (letters === "false") return false;
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) > 0 : undefined;
}

const TX_END: Record<string, [rollbackAll: boolean, allowOverride: boolean]> = {
  commit: [false, false],
  "commit-allow-override": [false, true],
  rollback: [true, false],
  "rollback-allow-override": [true, true],
};

/** The settings as PostgREST would parse them; throws on a db_tx_end it would refuse. */
export function dbConfigFrom(settings: Map<string, string>): DbConfig {
  const flag = (key: string, fallback: boolean) => {
    const value = settings.get(key);
    return value === undefined ? fallback : (coerceBool(value) ?? fallback);
  };
  const txEnd = settings.get("db_tx_end") ?? "commit";
  const tx = TX_END[txEnd];
  if (!tx) throw new Error(`Invalid transaction termination. Check your configuration. (db_tx_end = ${txEnd})`);
  return {
    aggregatesEnabled: flag("db_aggregates_enabled", DEFAULT_DB_CONFIG.aggregatesEnabled),
    planEnabled: flag("db_plan_enabled", DEFAULT_DB_CONFIG.planEnabled),
    txRollbackAll: tx[0],
    txAllowOverride: tx[1],
  };
}

export async function loadDbConfig(db: Database): Promise<DbConfig> {
  const { rows } = await db.query<{ key: string; value: string }>(SETTINGS_SQL, [SETTING_NAMES]);
  return dbConfigFrom(new Map(rows.map((row) => [row.key, row.value])));
}
