// Presence (track, untrack, sync) and private channels authorised by RLS on realtime.messages,
// with the official client, plus broadcast's `self` and `ack` options.
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../config-overrides.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, signedInMember, startTestStack } from "../testing.ts";

let stack: LocalStack;
let member: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    // Signs users up and in more often than [auth.rate_limit] allows from one IP.
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
  });
  member = (await signedInMember(stack)).client;
  await member.realtime.setAuth();
  // What a project's migration would say: signed-in users may hear and speak on "members:*"
  // topics; nobody may use any other private topic.
  await stack.ctx.db.exec(`
    create policy members_read on realtime.messages for select to authenticated
      using (realtime.topic() like 'members:%');
    create policy members_write on realtime.messages for insert to authenticated
      with check (realtime.topic() like 'members:%');
  `);
});

afterAll(async () => {
  await stack?.stop();
});

function subscribe(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) =>
    channel.subscribe((status, error) => {
      if (status !== "CLOSED") resolve({ status, error });
    }),
  );
}

async function until<T>(read: () => T, done: (value: T) => boolean, withinMs = 1500): Promise<T> {
  const deadline = Date.now() + withinMs;
  while (!done(read()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return read();
}

describe("presence", () => {
  it("syncs tracked state to every member, and removes it on untrack and on leave", async () => {
    const alice = anonClient(stack.apiUrl).channel("lobby", { config: { presence: { key: "alice" } } });
    const bob = anonClient(stack.apiUrl).channel("lobby", { config: { presence: { key: "bob" } } });
    const joins: string[] = [];
    bob.on("presence", { event: "sync" }, () => {});
    bob.on("presence", { event: "join" }, ({ key }) => joins.push(key));
    alice.on("presence", { event: "sync" }, () => {});
    expect((await subscribe(alice)).status).toBe("SUBSCRIBED");
    expect((await subscribe(bob)).status).toBe("SUBSCRIBED");
    expect(await alice.track({ online_at: "10:00" })).toBe("ok");
    expect(await bob.track({ online_at: "10:01" })).toBe("ok");
    const state = await until(
      () => alice.presenceState(),
      (s) => Object.keys(s).length === 2,
    );
    expect(state).toEqual({
      alice: [{ online_at: "10:00", presence_ref: expect.any(String) }],
      bob: [{ online_at: "10:01", presence_ref: expect.any(String) }],
    });
    expect(
      await until(
        () => joins,
        (j) => j.includes("alice"),
      ),
    ).toContain("alice");
    expect(await bob.untrack()).toBe("ok");
    expect(
      Object.keys(
        await until(
          () => alice.presenceState(),
          (s) => !s.bob,
        ),
      ),
    ).toEqual(["alice"]);
    await alice.unsubscribe();
    expect(
      await until(
        () => bob.presenceState(),
        (s) => !s.alice,
      ),
    ).toEqual({});
  });

  it("replaces a meta when the same channel tracks again", async () => {
    const editor = anonClient(stack.apiUrl).channel("retrack-room", { config: { presence: { key: "editor" } } });
    const viewer = anonClient(stack.apiUrl).channel("retrack-room");
    viewer.on("presence", { event: "sync" }, () => {});
    await subscribe(editor);
    await subscribe(viewer);
    await editor.track({ status: "typing" });
    await until(
      () => viewer.presenceState(),
      (s) => Boolean(s.editor),
    );
    // One diff joins the new meta and leaves the old, as Phoenix's Tracker sends it. realtime-js
    // 2.109's join callback strips phx_ref from the old meta before the leave is applied, so it
    // keeps showing both, against hosted Realtime as here: only the new one is asserted.
    await editor.track({ status: "idle" });
    const statuses = () => (viewer.presenceState().editor ?? []).map((meta) => (meta as { status?: string }).status);
    expect(await until(statuses, (list) => list.includes("idle"))).toContain("idle");
  });

  it("gives a late joiner the current presence state", async () => {
    const early = anonClient(stack.apiUrl).channel("late-room", { config: { presence: { key: "early" } } });
    early.on("presence", { event: "sync" }, () => {});
    await subscribe(early);
    await early.track({ here: true });
    const late = anonClient(stack.apiUrl).channel("late-room");
    late.on("presence", { event: "sync" }, () => {});
    await subscribe(late);
    expect(
      Object.keys(
        await until(
          () => late.presenceState(),
          (s) => Boolean(s.early),
        ),
      ),
    ).toEqual(["early"]);
  });
});

describe("private channels", () => {
  it("refuses a private channel the caller may not read, with Realtime's reason", async () => {
    const channel = anonClient(stack.apiUrl).channel("members:news", { config: { private: true } });
    const { status, error } = await subscribe(channel);
    expect(status).toBe("CHANNEL_ERROR");
    expect(error?.message).toContain(
      "Unauthorized: You do not have permissions to read from this Channel topic: members:news",
    );
  });

  it("lets an authorised user join and hear broadcasts, on a room apart from the public topic", async () => {
    const heard: unknown[] = [];
    const publicHeard: unknown[] = [];
    const listener = member.channel("members:chat", { config: { private: true } });
    listener.on("broadcast", { event: "msg" }, ({ payload }) => heard.push(payload));
    expect((await subscribe(listener)).status).toBe("SUBSCRIBED");
    const publicListener = anonClient(stack.apiUrl).channel("members:chat");
    publicListener.on("broadcast", { event: "msg" }, ({ payload }) => publicHeard.push(payload));
    await subscribe(publicListener);
    // Another signed-in user: one socket holds one channel per topic.
    const otherMember = (await signedInMember(stack)).client;
    await otherMember.realtime.setAuth();
    const sender = otherMember.channel("members:chat", {
      config: { private: true, broadcast: { ack: true, self: true } },
    });
    const own: unknown[] = [];
    sender.on("broadcast", { event: "msg" }, ({ payload }) => own.push(payload));
    await subscribe(sender);
    expect(await sender.send({ type: "broadcast", event: "msg", payload: { hi: 1 } })).toBe("ok");
    expect(
      await until(
        () => heard,
        (h) => h.length === 1,
      ),
    ).toEqual([{ hi: 1 }]);
    expect(own).toEqual([{ hi: 1 }]);
    expect(publicHeard).toEqual([]);
  });

  it("delivers httpSend on a private channel only when the sender may write", async () => {
    const heard: unknown[] = [];
    const listener = member.channel("members:rest", { config: { private: true } });
    listener.on("broadcast", { event: "msg" }, ({ payload }) => heard.push(payload));
    await subscribe(listener);
    await expect(
      anonClient(stack.apiUrl)
        .channel("members:rest", { config: { private: true } })
        .httpSend("msg", { from: "anon" }),
    ).rejects.toThrow("Unauthorized");
    expect(
      await member.channel("members:rest", { config: { private: true } }).httpSend("msg", { from: "member" }),
    ).toEqual({ success: true });
    expect(
      await until(
        () => heard,
        (h) => h.length === 1,
      ),
    ).toEqual([{ from: "member" }]);
  });
});

describe("broadcast options", () => {
  it("does not echo a broadcast to its sender unless self is set", async () => {
    const quiet = anonClient(stack.apiUrl).channel("opts-room");
    const quietHeard: unknown[] = [];
    quiet.on("broadcast", { event: "e" }, ({ payload }) => quietHeard.push(payload));
    await subscribe(quiet);
    expect(await quiet.send({ type: "broadcast", event: "e", payload: { n: 1 } })).toBe("ok");
    await new Promise((r) => setTimeout(r, 200));
    expect(quietHeard).toEqual([]);
  });
});
