// What every statement builder shares: a statement with its bind values, PostgREST's db-max-rows,
// a table's qualified name, and the setting a request's `Prefer: timezone` adds before its
// statements (PostgREST 12.1+, applied with set_config inside the request's transaction).
import { API_SCHEMA, quoteIdent, type TableInfo } from "../schema-cache/schema-cache.ts";

export interface Statement {
  sql: string;
  params: string[];
}

/** PostgREST's `db-max-rows` as set in config.toml ([api] max_rows); it applies to embeds too. */
export const MAX_ROWS = 1000;

export function tableRef(table: TableInfo): string {
  return `${quoteIdent(table.schema ?? API_SCHEMA)}.${quoteIdent(table.name)}`;
}

/** The statement that applies an accepted time zone (request/prefer.ts) for the rest of the transaction, if any. */
export function timezoneStatements(timezone: string | undefined): Statement[] {
  return timezone === undefined ? [] : [{ sql: "select set_config('timezone', $1, true)", params: [timezone] }];
}
