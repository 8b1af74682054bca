// PostgREST reloads its schema cache on `NOTIFY pgrst, 'reload schema'` (or an empty payload),
// which is how migrations and SQL editors tell hosted Supabase about new tables and functions, and
// re-reads its in-database configuration (db-config.ts) on `NOTIFY pgrst, 'reload config'`
// (AppState/Reload.hs handleNotification). The local stack listens the same way and emits
// SCHEMA_RELOADED_EVENT / CONFIG_RELOADED_EVENT once the new cache or configuration is in use.
import type { StackContext } from "../context.ts";

export const SCHEMA_RELOADED_EVENT = "rest-schema-reloaded";
export const CONFIG_RELOADED_EVENT = "rest-config-reloaded";

export interface Reloaders {
  schema: () => Promise<void>;
  config: () => Promise<void>;
}

/** Runs each reload notification's work, one at a time; resolves to an unsubscribe. */
export function listenForSchemaReload(ctx: StackContext, reload: Reloaders): Promise<() => Promise<void>> {
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>, event: string, what: string) => {
    queue = queue
      .then(work)
      .then(() => void ctx.events.emit(event))
      .catch((error: unknown) => console.error(`[local-stack] rest: ${what} reload failed:`, error));
  };
  return ctx.db.listen("pgrst", (payload) => {
    if (payload === "" || payload === "reload schema") enqueue(reload.schema, SCHEMA_RELOADED_EVENT, "schema cache");
    else if (payload === "reload config") enqueue(reload.config, CONFIG_RELOADED_EVENT, "configuration");
  });
}
