// Keeps an admin list current while others work: any change Realtime reports on these tables
// marks the query stale. Realtime filters INSERT/UPDATE through RLS, so only staff get events.
import { useEffect } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "~/lib/supabase";

let channelCount = 0;

export type ChangeEvent = "*" | "INSERT" | "UPDATE" | "DELETE";

/** A row change Realtime reported: its table and, for inserts and updates, the new row. */
export interface TableChange {
  table: string;
  row: Record<string, unknown>;
}

/**
 * Calls `listener` for each `event` on these tables of the public schema, from one channel, until
 * the returned function is called. Without Realtime nothing is called (and that is said once).
 */
export function onTableChanges(
  tables: readonly string[],
  event: ChangeEvent,
  listener: (change: TableChange) => void,
): () => void {
  let supabase: SupabaseClient | undefined;
  let channel: RealtimeChannel | undefined;
  let stopped = false;
  getSupabase()
    .then((client) => {
      if (stopped) return;
      supabase = client;
      channel = client.channel(`admin-live-${++channelCount}`);
      for (const table of tables) {
        channel.on("postgres_changes", { event, schema: "public", table }, (payload) =>
          listener({ table, row: (payload.new ?? {}) as Record<string, unknown> }),
        );
      }
      channel.subscribe();
    })
    .catch((error: unknown) => console.info("Live updates are unavailable; lists refresh after each change.", error));
  return () => {
    stopped = true;
    if (supabase && channel) void supabase.removeChannel(channel);
  };
}

export function useLiveChanges(tables: readonly string[], queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const tableList = tables.join(",");
  const keyText = JSON.stringify(queryKey);

  useEffect(
    () =>
      onTableChanges(tableList.split(","), "*", () =>
        queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey }),
      ),
    [keyText, queryClient, tableList],
  );
}
