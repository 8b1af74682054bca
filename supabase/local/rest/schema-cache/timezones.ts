// `Prefer: timezone=…` (PostgREST 12.1+, ApiRequest/Preferences.hs): accepted only for a name in
// pg_timezone_names (read once, as PostgREST's schema cache does; the list is fixed per Postgres
// build), then applied with set_config('timezone', name, true) inside the request's transaction
// (query/statement.ts timezoneStatements).
import type { Database } from "../../db/database.ts";

let names: Set<string> | undefined;

/** Reads pg_timezone_names once per process; createRestHandler awaits it before serving. */
export async function loadTimezoneNames(db: Database): Promise<void> {
  if (names) return;
  const { rows } = await db.query<{ name: string }>("select name from pg_timezone_names");
  names = new Set(rows.map((row) => row.name));
}

/** Exact (case-sensitive) membership, like PostgREST's `S.member`. */
export function isKnownTimezone(name: string): boolean {
  return names?.has(name) ?? false;
}
