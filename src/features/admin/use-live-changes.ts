// Keeps an admin list current while others work: any change Realtime reports on these tables
// marks the query stale. Realtime filters INSERT/UPDATE through RLS, so only admins get events.
import { useEffect } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "~/lib/supabase";

let channelCount = 0;

export function useLiveChanges(tables: readonly string[], queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const tableList = tables.join(",");
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    let supabase: SupabaseClient | undefined;
    let channel: RealtimeChannel | undefined;
    let stopped = false;
    const invalidate = () => queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
    getSupabase()
      .then((client) => {
        if (stopped) return;
        supabase = client;
        channel = client.channel(`admin-live-${++channelCount}`);
        for (const table of tableList.split(",")) {
          channel.on("postgres_changes", { event: "*", schema: "public", table }, invalidate);
        }
        channel.subscribe();
      })
      .catch((error: unknown) => console.info("Live updates are unavailable; lists refresh after each change.", error));
    return () => {
      stopped = true;
      if (supabase && channel) void supabase.removeChannel(channel);
    };
  }, [keyText, queryClient, tableList]);
}
