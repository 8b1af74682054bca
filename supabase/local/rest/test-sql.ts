// Test support: runs DDL in a started stack and waits until the REST schema cache has reloaded,
// the way a migration followed by `NOTIFY pgrst, 'reload schema'` works on hosted Supabase.
import { once } from "node:events";
import type { LocalStack } from "../start.ts";
import { SCHEMA_RELOADED_EVENT } from "./schema-reload.ts";

export async function applySql(stack: LocalStack, sql: string): Promise<void> {
  const reloaded = once(stack.ctx.events, SCHEMA_RELOADED_EVENT);
  await stack.ctx.db.exec(`${sql};\nnotify pgrst, 'reload schema';`);
  await reloaded;
}
