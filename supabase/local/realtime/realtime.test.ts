// Realtime with the official client: postgres_changes for the admin's writes, RLS-filtered
// delivery, filters, and the raw Phoenix protocol (heartbeat, join errors, leave).
import type { RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../jwt.ts";
import { ANON_KEY } from "../keys.ts";
import { GENEROUS_AUTH_RATE_LIMITS } from "../config-overrides.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, signedInClient, startTestStack } from "../testing.ts";
import { logoRow, SEEDED_ADMIN } from "../../tests/fixtures.ts";

type LogoChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

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

/** Subscribes to customer_logos changes and resolves once SUBSCRIBED. */
async function watchLogos(client: SupabaseClient, filter?: string) {
  const changes: LogoChange[] = [];
  const channel = client.channel(`logos-${crypto.randomUUID()}`);
  channel.on("postgres_changes", { event: "*", schema: "public", table: "customer_logos", filter }, (change) =>
    changes.push(change),
  );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve();
      if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(error ?? new Error(status));
    });
  });
  const waitFor = async (count: number, withinMs = 1000) => {
    const deadline = Date.now() + withinMs;
    while (changes.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return changes;
  };
  return { changes, waitFor, stop: () => client.removeChannel(channel) };
}

describe("postgres_changes", () => {
  it("delivers the admin's INSERT, UPDATE and DELETE within 1 s each", async () => {
    const watcher = await watchLogos(anonClient(stack.apiUrl));
    const { data } = await admin
      .from("customer_logos")
      .insert(logoRow("Live Co", { display_order: 60 }))
      .select("id")
      .single();
    const inserted = await watcher.waitFor(1);
    expect(inserted[0]).toMatchObject({
      eventType: "INSERT",
      schema: "public",
      table: "customer_logos",
      new: { company_name: "Live Co", display_order: 60 },
    });
    await admin.from("customer_logos").update({ display_order: 61 }).eq("id", data!.id);
    const updated = await watcher.waitFor(2);
    expect(updated[1]).toMatchObject({ eventType: "UPDATE", new: { display_order: 61 }, old: { display_order: 60 } });
    await admin.from("customer_logos").delete().eq("id", data!.id);
    const deleted = await watcher.waitFor(3);
    expect(deleted[2]).toMatchObject({ eventType: "DELETE", old: { id: data!.id } });
    await watcher.stop();
  });

  it("does not tell anon about a row that became inactive (RLS), but the admin hears it", async () => {
    // Both watch from before the INSERT, so that its event cannot arrive after subscribing.
    const anonWatcher = await watchLogos(anonClient(stack.apiUrl));
    const adminWatcher = await watchLogos(admin);
    const { data } = await admin.from("customer_logos").insert(logoRow("Fading Co")).select("id").single();
    await Promise.all([anonWatcher.waitFor(1), adminWatcher.waitFor(1)]);
    await admin.from("customer_logos").update({ is_active: false }).eq("id", data!.id);
    expect((await adminWatcher.waitFor(2))[1]).toMatchObject({ eventType: "UPDATE", new: { is_active: false } });
    expect((await anonWatcher.waitFor(2, 300)).map((change) => change.eventType)).toEqual(["INSERT"]);
    await Promise.all([anonWatcher.stop(), adminWatcher.stop()]);
  });

  it("applies a filter binding", async () => {
    const watcher = await watchLogos(anonClient(stack.apiUrl), "display_order=eq.71");
    await admin
      .from("customer_logos")
      .insert([logoRow("Other Co", { display_order: 70 }), logoRow("Chosen Co", { display_order: 71 })]);
    const changes = await watcher.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(changes.map((change) => (change.new as { company_name: string }).company_name)).toEqual(["Chosen Co"]);
    await watcher.stop();
  });
});

describe("broadcast", () => {
  it("relays a message to the other subscribers of the topic", async () => {
    const received: unknown[] = [];
    const listener = anonClient(stack.apiUrl).channel("room-1");
    listener.on("broadcast", { event: "wave" }, ({ payload }) => received.push(payload));
    const sender = anonClient(stack.apiUrl).channel("room-1");
    await Promise.all(
      [listener, sender].map(
        (channel) =>
          new Promise<void>((resolve) => channel.subscribe((status) => status === "SUBSCRIBED" && resolve())),
      ),
    );
    expect(await sender.send({ type: "broadcast", event: "wave", payload: { from: "sender" } })).toBe("ok");
    const deadline = Date.now() + 1000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(received).toEqual([{ from: "sender" }]);
  });
});

/** A raw vsn 2.0.0 socket, to check the protocol itself. */
async function rawSocket() {
  const socket = new WebSocket(
    `${stack.apiUrl.replace("http", "ws")}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`,
  );
  const frames: unknown[][] = [];
  socket.on("message", (data) => frames.push(JSON.parse(data.toString()) as unknown[]));
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const send = (frame: unknown[]) => socket.send(JSON.stringify(frame));
  const reply = async (ref: string) => {
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline) {
      const found = frames.find((frame) => frame[1] === ref && frame[3] === "phx_reply");
      if (found) return found;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`no reply to ref ${ref}`);
  };
  return { socket, frames, send, reply };
}

describe("the Phoenix protocol", () => {
  it("replies to heartbeats", async () => {
    const raw = await rawSocket();
    raw.send([null, "1", "phoenix", "heartbeat", {}]);
    expect(await raw.reply("1")).toEqual([null, "1", "phoenix", "phx_reply", { status: "ok", response: {} }]);
    raw.socket.close();
  });

  it("echoes bindings with ids in order, pushes the system message, and answers leave", async () => {
    const raw = await rawSocket();
    const bindings = [
      { event: "INSERT", schema: "public", table: "customer_logos" },
      { event: "*", schema: "public", table: "how_it_works_images", filter: "is_active=eq.true" },
    ];
    raw.send(["1", "1", "realtime:x", "phx_join", { config: { postgres_changes: bindings }, access_token: ANON_KEY }]);
    const [, , , , payload] = (await raw.reply("1")) as [
      null,
      string,
      string,
      string,
      { status: string; response: { postgres_changes: Array<Record<string, unknown>> } },
    ];
    expect(payload.status).toBe("ok");
    expect(payload.response.postgres_changes).toEqual(
      bindings.map((binding) => ({ ...binding, id: expect.any(Number) })),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(raw.frames).toContainEqual([
      "1",
      null,
      "realtime:x",
      "system",
      { extension: "postgres_changes", status: "ok", message: "Subscribed to PostgreSQL", channel: "x" },
    ]);
    raw.send(["1", "2", "realtime:x", "phx_leave", {}]);
    expect((await raw.reply("2"))[4]).toEqual({ status: "ok", response: {} });
    raw.socket.close();
  });

  it("refuses a join with an expired or forged token, and keeps the socket usable", async () => {
    const raw = await rawSocket();
    const expired = signJwt({ role: "authenticated", exp: Math.floor(Date.now() / 1000) - 5 });
    raw.send(["1", "1", "realtime:a", "phx_join", { config: {}, access_token: expired }]);
    expect((await raw.reply("1"))[4]).toMatchObject({
      status: "error",
      response: { reason: expect.stringMatching(/expired/) },
    });
    raw.send(["2", "2", "realtime:b", "phx_join", { config: {}, access_token: "forged.token.value" }]);
    expect((await raw.reply("2"))[4]).toMatchObject({ status: "error" });
    raw.socket.send("this is not json");
    raw.send([null, "3", "phoenix", "heartbeat", {}]);
    expect((await raw.reply("3"))[4]).toEqual({ status: "ok", response: {} });
    raw.socket.close();
  });

  it("closes a channel whose refreshed access_token is invalid", async () => {
    const raw = await rawSocket();
    raw.send(["1", "1", "realtime:t", "phx_join", { config: {}, access_token: ANON_KEY }]);
    await raw.reply("1");
    raw.send(["1", "2", "realtime:t", "access_token", { access_token: "bad.token.here" }]);
    await new Promise((r) => setTimeout(r, 100));
    const events = raw.frames.filter((frame) => frame[2] === "realtime:t").map((frame) => frame[3]);
    expect(events).toEqual(["phx_reply", "system", "phx_close"]);
    raw.socket.close();
  });
});
