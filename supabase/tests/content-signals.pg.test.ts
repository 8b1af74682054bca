// public.content_signals (supabase/migrations/*_site_content.sql): visitors cannot see a logo
// row once it is hidden, so Realtime never tells them about the hide; the signal row tells them.
import type { RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../local/config-overrides.ts";
import type { LocalStack } from "../local/start.ts";
import { anonClient, signedInClient, startTestStack } from "../local/testing.ts";
import { logoRow, SEEDED_ADMIN } from "./fixtures.ts";

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let stack: LocalStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    // Signs members up and in far more often than [auth.rate_limit] allows from one IP.
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
  });
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
});

afterAll(async () => {
  await stack?.stop();
});

/** Subscribes one channel to a table (optionally filtered); resolves once SUBSCRIBED. */
async function watch(client: SupabaseClient, table: string, filter?: string) {
  const changes: Change[] = [];
  const channel = client
    .channel(`${table}-${crypto.randomUUID()}`)
    .on("postgres_changes", { event: "*", schema: "public", table, filter }, (change) => changes.push(change));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve();
      if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(error ?? new Error(status));
    });
  });
  const waitFor = async (count: number, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (changes.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return changes;
  };
  return { changes, waitFor, stop: () => client.removeChannel(channel) };
}

async function addLogo(label: string): Promise<string> {
  const { data, error } = await admin.from("customer_logos").insert(logoRow(label)).select("id").single();
  if (error) throw error;
  return (data as { id: string }).id;
}

describe("content_signals", () => {
  it("anyone reads one row per content table", async () => {
    const { data, error } = await anonClient(stack.apiUrl)
      .from("content_signals")
      .select("table_name")
      .order("table_name");
    expect(error).toBeNull();
    expect(data).toEqual([{ table_name: "customer_logos" }, { table_name: "how_it_works_images" }]);
  });

  it("tells an anonymous subscriber within 1 s that the admin hid a logo, which the logo table itself cannot", async () => {
    // Watching from before the logo is added, so that the addition's events cannot arrive late.
    const visitor = anonClient(stack.apiUrl);
    const logoEvents = await watch(visitor, "customer_logos");
    const signals = await watch(visitor, "content_signals", "table_name=eq.customer_logos");
    const id = await addLogo("Signal Hidden Co");
    await Promise.all([logoEvents.waitFor(1, 1000), signals.waitFor(1, 1000)]);

    const { error } = await admin.from("customer_logos").update({ is_active: false }).eq("id", id);
    expect(error).toBeNull();

    const received = await signals.waitFor(2, 1000);
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      eventType: "UPDATE",
      table: "content_signals",
      new: { table_name: "customer_logos" },
    });
    // The reason for the signal: RLS keeps the now-hidden row (and its UPDATE) from the visitor.
    expect((await logoEvents.waitFor(2, 300)).map((change) => change.eventType)).toEqual(["INSERT"]);
    await Promise.all([signals.stop(), logoEvents.stop()]);
  });

  it("signals each table on its own row, so the logo filter ignores how-it-works edits", async () => {
    const visitor = anonClient(stack.apiUrl);
    const logoSignals = await watch(visitor, "content_signals", "table_name=eq.customer_logos");
    const imageSignals = await watch(visitor, "content_signals", "table_name=eq.how_it_works_images");

    const { error } = await admin.from("how_it_works_images").update({ display_order: 7 }).gte("display_order", 0);
    expect(error).toBeNull();

    expect(await imageSignals.waitFor(1, 1000)).toHaveLength(1);
    expect(await logoSignals.waitFor(1, 300)).toHaveLength(0);
    await Promise.all([logoSignals.stop(), imageSignals.stop()]);
  });

  it("refuses writes from visitors and from admins alike: only the trigger writes", async () => {
    const before = await anonClient(stack.apiUrl).from("content_signals").select("*").order("table_name");
    for (const client of [anonClient(stack.apiUrl), admin]) {
      const insert = await client.from("content_signals").insert({ table_name: "user_roles" });
      expect(insert.error?.code).toBe("42501");
      const update = await client
        .from("content_signals")
        .update({ changed_at: "2000-01-01T00:00:00Z" })
        .eq("table_name", "customer_logos");
      expect(update.error?.code).toBe("42501");
      const remove = await client.from("content_signals").delete().eq("table_name", "customer_logos");
      expect(remove.error?.code).toBe("42501");
    }
    const after = await anonClient(stack.apiUrl).from("content_signals").select("*").order("table_name");
    expect(after.data).toEqual(before.data);
  });
});
