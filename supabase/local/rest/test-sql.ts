// Test support: runs DDL in a started stack and waits until the REST schema cache has reloaded,
// the way a migration followed by `NOTIFY pgrst, 'reload schema'` works on hosted Supabase.
import { once } from "node:events";
import { SERVICE_ROLE_KEY } from "../keys.ts";
import type { LocalStack } from "../start.ts";
import { CONFIG_RELOADED_EVENT, SCHEMA_RELOADED_EVENT } from "./schema-reload.ts";

export async function applySql(stack: LocalStack, sql: string): Promise<void> {
  const reloaded = once(stack.ctx.events, SCHEMA_RELOADED_EVENT);
  await stack.ctx.db.exec(`${sql};\nnotify pgrst, 'reload schema';`);
  await reloaded;
}

/**
 * Sets PostgREST in-database settings (`pgrst.<name>` on role authenticator, in this database)
 * and waits until `NOTIFY pgrst, 'reload config'` has been applied; a null value resets one.
 */
export async function setPgrstConfig(stack: LocalStack, settings: Record<string, string | null>): Promise<void> {
  const reloaded = once(stack.ctx.events, CONFIG_RELOADED_EVENT);
  const statements = Object.entries(settings).map(([name, value]) =>
    value === null
      ? `execute format('alter role authenticator in database %I reset %I', current_database(), 'pgrst.${name}');`
      : `execute format('alter role authenticator in database %I set %I = %L', current_database(), 'pgrst.${name}', '${value}');`,
  );
  await stack.ctx.db.exec(`do $$ begin ${statements.join(" ")} end $$;\nnotify pgrst, 'reload config';`);
  await reloaded;
}

/** A raw `/rest/v1/<path>` request as the service role with a JSON body, for what supabase-js cannot send. */
export function serviceRest(
  stack: LocalStack,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
}
