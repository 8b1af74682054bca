// Turns the NOTIFYs sent by realtime-triggers.sql into DbChangeEvents on ctx.events.
import type { EventEmitter } from "node:events";
import type { Database } from "./database.ts";
import { DB_CHANGE_EVENT, type DbChangeEvent } from "../context.ts";

type ColumnList = DbChangeEvent["columns"];
type ChangeWithoutColumns = Omit<DbChangeEvent, "columns">;

const CHANNEL = "local_stack_change";

/** Starts forwarding committed row changes; resolves to an unsubscribe function. */
export async function forwardDbChanges(db: Database, events: EventEmitter): Promise<() => Promise<void>> {
  const columnCache = new Map<string, ColumnList>();

  async function columnsOf(schema: string, table: string): Promise<ColumnList> {
    const key = `${schema}.${table}`;
    const cached = columnCache.get(key);
    if (cached) return cached;
    const result = await db.query<{ name: string; type: string }>(
      `select a.attname as name, t.typname as type
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass
          and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [schema, table],
    );
    columnCache.set(key, result.rows);
    return result.rows;
  }

  async function takeParkedChange(id: number): Promise<ChangeWithoutColumns> {
    const result = await db.query<{ payload: ChangeWithoutColumns }>(
      "delete from local_stack.large_changes where id = $1 returning payload",
      [id],
    );
    return result.rows[0].payload;
  }

  // Notifications arrive in commit order; a promise chain keeps them in that order.
  let delivery: Promise<void> = Promise.resolve();
  let stopped = false;
  const unlisten = await db.listen(CHANNEL, (payload) => {
    delivery = delivery
      .then(async () => {
        const parsed = JSON.parse(payload) as ChangeWithoutColumns | { parked_id: number };
        const change = "parked_id" in parsed ? await takeParkedChange(parsed.parked_id) : parsed;
        const columns = await columnsOf(change.schema, change.table);
        events.emit(DB_CHANGE_EVENT, { ...change, columns } satisfies DbChangeEvent);
      })
      .catch((error: unknown) => {
        // A change still on its way when the stack stops finds the database closed: nothing to tell.
        if (!stopped) console.error("[local-stack] could not forward a database change:", error);
      });
  });
  return async () => {
    stopped = true;
    await unlisten();
  };
}
