// Extensions hosted Supabase offers that the local engines lack: pg_cron and pg_net, emulated by
// SQL files in ./extensions (the same tables and functions) plus the stack's own workers
// (scheduler.ts runs cron.job, net-worker.ts sends net.http_request_queue). They are installed
// where each engine looks for extensions, so a migration's `create extension pg_cron` works
// unchanged: in PGlite's in-memory share folder at every open, and in the share folder of the
// PostgreSQL 15 test cluster (postgres-server.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "./database.ts";

export const EMULATED_EXTENSIONS_DIR = join(import.meta.dirname, "extensions");

/** The control and script files of the emulated extensions. */
export function emulatedExtensionFiles(): { name: string; path: string }[] {
  return readdirSync(EMULATED_EXTENSIONS_DIR)
    .filter((name) => name.endsWith(".control") || name.endsWith(".sql"))
    .map((name) => ({ name, path: join(EMULATED_EXTENSIONS_DIR, name) }));
}

/** Makes the emulated extensions available to CREATE EXTENSION in this PGlite instance. */
export async function installEmulatedExtensions(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ setting: string }>("select setting from pg_config where name = 'SHAREDIR'");
  const extensionDir = `${rows[0].setting}/extension`;
  for (const { name, path } of emulatedExtensionFiles()) {
    pglite.Module.FS.writeFile(`${extensionDir}/${name}`, readFileSync(path, "utf8"));
  }
}

/** The schema, when this database has it from an emulated extension (its comment says so). */
export async function emulatedSchema(db: Database, schema: "cron" | "net"): Promise<string | null> {
  const { rows } = await db.query<{ note: string | null }>(
    "select obj_description(to_regnamespace($1), 'pg_namespace') as note",
    [schema],
  );
  return rows[0]?.note?.includes("emulated by the local stack") ? schema : null;
}
