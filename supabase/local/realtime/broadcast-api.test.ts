// Realtime's REST broadcast with the official client: channel.httpSend(), channel.send() before
// subscribing (which falls back to POST /api/broadcast), and the endpoint's own answers.
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANON_KEY } from "../keys.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, startTestStack } from "../testing.ts";

let stack: LocalStack;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  anon = anonClient(stack.apiUrl);
});

afterAll(async () => {
  await stack?.stop();
});

async function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve();
      if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(error ?? new Error(status));
    }),
  );
  return channel;
}

/** A subscriber on `topic` collecting the payloads of `event`. */
async function listen(topic: string, event: string) {
  const received: unknown[] = [];
  const channel = anonClient(stack.apiUrl).channel(topic);
  channel.on("broadcast", { event }, (message) => received.push(message.payload));
  await subscribed(channel);
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 1500;
    while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return received;
  };
  return { received, waitFor };
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.apiUrl}/realtime/v1/api/broadcast${path}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "Content-Type": "application/json", ...headers },
    body,
  });

describe("REST broadcast with supabase-js", () => {
  it("delivers channel.httpSend() to subscribers and resolves { success: true }", async () => {
    const listener = await listen("rest-http-send", "note");
    const sender = anon.channel("rest-http-send");
    expect(await sender.httpSend("note", { text: "over REST" })).toEqual({ success: true });
    expect(await listener.waitFor(1)).toEqual([{ text: "over REST" }]);
    await anon.removeChannel(sender);
  });

  it("delivers channel.send() made before subscribing (the REST fallback) and resolves 'ok'", async () => {
    const listener = await listen("rest-send-early", "wave");
    const sender = anon.channel("rest-send-early");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const status = await sender.send({ type: "broadcast", event: "wave", payload: { hand: "left" } });
    warn.mockRestore();
    expect(status).toBe("ok");
    expect(await listener.waitFor(1)).toEqual([{ hand: "left" }]);
    await anon.removeChannel(sender);
  });

  it("does not deliver to other topics or other events", async () => {
    const listener = await listen("rest-only-mine", "wanted");
    await anon.channel("rest-someone-else").httpSend("wanted", { n: 1 });
    await anon.channel("rest-only-mine").httpSend("unwanted", { n: 2 });
    await anon.channel("rest-only-mine").httpSend("wanted", { n: 3 });
    expect(await listener.waitFor(1)).toEqual([{ n: 3 }]);
  });
});

describe("POST /realtime/v1/api/broadcast", () => {
  it("answers 202 with an empty body and delivers every message of the batch", async () => {
    const listener = await listen("rest-batch", "tick");
    const response = await post(
      "",
      JSON.stringify({
        messages: [
          { topic: "rest-batch", event: "tick", payload: { n: 1 } },
          { topic: "rest-batch", event: "tick", payload: { n: 2 } },
        ],
      }),
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    expect(await listener.waitFor(2)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("answers 422 with Realtime's changeset errors for missing fields", async () => {
    const missing = await post(
      "",
      JSON.stringify({
        messages: [
          { topic: "x", payload: {} },
          { topic: "", event: "e" },
        ],
      }),
    );
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      errors: { messages: [{ event: ["can't be blank"] }, { topic: ["can't be blank"], payload: ["can't be blank"] }] },
    });
    const empty = await post("", JSON.stringify({}));
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: { messages: ["can't be blank"] } });
  });

  it("answers 401 Unauthorized without a valid token", async () => {
    const response = await post("", JSON.stringify({ messages: [] }), { Authorization: "Bearer not.a.jwt" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers the single form's unsupported media type with 415", async () => {
    const response = await post("/room/events/e", "hello", { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: "Unsupported Media Type. Use application/json or application/octet-stream",
    });
  });

  it("answers other methods with 405 and unknown paths with 404", async () => {
    const get = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, { headers: { apikey: ANON_KEY } });
    expect(get.status).toBe(405);
    const unknown = await post("/nowhere", "{}");
    expect(unknown.status).toBe(404);
  });
});
