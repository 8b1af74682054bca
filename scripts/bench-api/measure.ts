// The individual measurements of bench-api: REST read throughput, sign-in latency, Realtime
// insert-to-event latency and function latency. Loopback only, every loop bounded.
import { Agent, request } from "node:http";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const clientFor = (apiUrl: string, key: string): SupabaseClient =>
  createClient(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

/** One REST GET the read load repeats: its path and the key it is sent with. */
export interface ReadTarget {
  path: string;
  key: string;
}

// The home page's logo-strip query, as supabase-js sends it.
export const LOGO_READ: ReadTarget = {
  path: "/rest/v1/customer_logos?select=*&is_active=eq.true&order=display_order.asc",
  key: ANON_KEY,
};

function getOnce(agent: Agent, url: URL, target: ReadTarget): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: target.path,
        headers: { apikey: target.key, Authorization: `Bearer ${target.key}`, "Accept-Profile": "public" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export interface ReadLoad {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** `connections` keep-alive clients issue GETs back to back until `maxMs` or `maxRequests`. */
export async function measureReads(
  apiUrl: string,
  connections: number,
  maxMs: number,
  maxRequests: number,
  target: ReadTarget = LOGO_READ,
): Promise<ReadLoad> {
  const url = new URL(apiUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const loop = async () => {
    while (performance.now() < deadline && issued < maxRequests) {
      issued++;
      const sent = performance.now();
      const status = await getOnce(agent, url, target).catch(() => 0);
      latencies.push(performance.now() - sent);
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

export async function measureSignIn(apiUrl: string, email: string, password: string, samples: number): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < samples; i++) {
    const client = clientFor(apiUrl, ANON_KEY);
    const started = performance.now();
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    timings.push(performance.now() - started);
  }
  return percentile(timings, 50);
}

/** Time from sending an INSERT (as service role) to an anon subscriber receiving its event. */
export async function measureRealtime(apiUrl: string, samples: number): Promise<number> {
  const subscriber = clientFor(apiUrl, ANON_KEY);
  const writer = clientFor(apiUrl, SERVICE_ROLE_KEY);
  const waiting = new Map<string, () => void>();
  const channel = subscriber
    .channel("bench")
    .on("postgres_changes", { event: "INSERT", schema: "public", table: "customer_logos" }, (change) => {
      waiting.get(String((change.new as { company_name: string }).company_name))?.();
    });
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status) => {
      if (status === "SUBSCRIBED") resolve();
      else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(new Error(`realtime: ${status}`));
    }),
  );
  const timings: number[] = [];
  for (let i = 0; i < samples; i++) {
    const name = `Bench Realtime ${i}`;
    const arrived = new Promise<number>((resolve) => {
      waiting.set(name, () => resolve(performance.now()));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 2000);
    });
    const sent = performance.now();
    const { error } = await writer
      .from("customer_logos")
      .insert({ logo_url: `/logos/bench-${i}.svg`, alt_text: "bench", company_name: name, display_order: 99_000 });
    if (error) throw error;
    timings.push((await arrived) - sent);
  }
  await writer.from("customer_logos").delete().eq("display_order", 99_000);
  await subscriber.removeChannel(channel);
  return percentile(timings, 50);
}

/** First call (worker cold start) and warm p50 of the `hello` function. */
export async function measureFunction(apiUrl: string, samples: number): Promise<{ coldMs: number; warmP50: number }> {
  const client = clientFor(apiUrl, ANON_KEY);
  const call = async () => {
    const started = performance.now();
    const { error } = await client.functions.invoke("hello", { body: { name: "bench" } });
    if (error) throw error;
    return performance.now() - started;
  };
  const coldMs = await call();
  const warm: number[] = [];
  for (let i = 0; i < samples; i++) warm.push(await call());
  return { coldMs, warmP50: percentile(warm, 50) };
}
