import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerLogosQuery, useCustomerLogosLiveUpdates } from "./customer-logos";

// The hook's only outside dependency: a Supabase client whose channels record what they listen to.
interface Binding {
  channel: string;
  filter: Record<string, string>;
  callback: () => void;
}
const realtime = vi.hoisted(() => ({
  bindings: [] as Binding[],
  removed: [] as string[],
  onStatus: undefined as ((status: string) => void) | undefined,
}));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    channel: (name: string) => {
      const channel = {
        name,
        on: (_type: string, filter: Record<string, string>, callback: () => void) => {
          realtime.bindings.push({ channel: name, filter, callback });
          return channel;
        },
        subscribe: (onStatus: (status: string) => void) => {
          realtime.onStatus = onStatus;
          return channel;
        },
      };
      return channel;
    },
    removeChannel: async (channel: { name: string }) => void realtime.removed.push(channel.name),
  }),
}));

function renderLiveUpdates() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries").mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCustomerLogosLiveUpdates(), { wrapper });
  return { ...hook, invalidate };
}

const bindingFor = (table: string) => realtime.bindings.find((binding) => binding.filter.table === table);

describe("useCustomerLogosLiveUpdates", () => {
  beforeEach(() => {
    realtime.bindings.length = 0;
    realtime.removed.length = 0;
    realtime.onStatus = undefined;
  });

  it("listens to every customer_logos change and to the customer_logos content signal, on one channel", async () => {
    renderLiveUpdates();
    await waitFor(() => expect(realtime.bindings).toHaveLength(2));
    expect(realtime.bindings.map(({ channel, filter }) => ({ channel, filter }))).toEqual([
      { channel: "customer-logos-changes", filter: { event: "*", schema: "public", table: "customer_logos" } },
      {
        channel: "customer-logos-changes",
        filter: { event: "*", schema: "public", table: "content_signals", filter: "table_name=eq.customer_logos" },
      },
    ]);
  });

  it("refetches the logos once subscribed, on a logo change and on a content signal (a hidden logo)", async () => {
    const { invalidate } = renderLiveUpdates();
    await waitFor(() => expect(realtime.onStatus).toBeDefined());
    const refetched = { queryKey: customerLogosQuery.queryKey };

    realtime.onStatus?.("SUBSCRIBED");
    expect(invalidate).toHaveBeenCalledTimes(1);
    bindingFor("customer_logos")?.callback();
    expect(invalidate).toHaveBeenCalledTimes(2);
    bindingFor("content_signals")?.callback();
    expect(invalidate).toHaveBeenCalledTimes(3);
    for (const call of invalidate.mock.calls) expect(call).toEqual([refetched]);
  });

  it("leaves the channel when the strip unmounts", async () => {
    const { unmount } = renderLiveUpdates();
    await waitFor(() => expect(realtime.onStatus).toBeDefined());
    unmount();
    expect(realtime.removed).toEqual(["customer-logos-changes"]);
  });
});
