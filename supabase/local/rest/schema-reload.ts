// PostgREST reloads its schema cache on `NOTIFY pgrst, 'reload schema'` (or an empty payload),
// which is how migrations and SQL editors tell hosted Supabase about new tables and functions.
// The local stack listens the same way and emits SCHEMA_RELOADED_EVENT once the new cache is in use.
import type { StackContext } from "../context.ts";

export const SCHEMA_RELOADED_EVENT = "rest-schema-reloaded";

/** Calls `reload` for each reload notification, one at a time; resolves to an unsubscribe. */
export function listenForSchemaReload(ctx: StackContext, reload: () => Promise<void>): Promise<() => Promise<void>> {
  let queue: Promise<void> = Promise.resolve();
  return ctx.db.listen("pgrst", (payload) => {
    if (payload !== "" && payload !== "reload schema") return;
    queue = queue
      .then(reload)
      .then(() => void ctx.events.emit(SCHEMA_RELOADED_EVENT))
      .catch((error: unknown) => console.error("[local-stack] rest: schema cache reload failed:", error));
  });
}
