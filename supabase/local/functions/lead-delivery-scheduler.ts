// What Supabase Cron does on the hosted project (migration 20261127000200_leads.sql): every
// lead_delivery_interval_seconds(), POST /functions/v1/deliver-lead-emails with the service role
// key. PGlite has no pg_cron or pg_net, so the stack calls the same function on the same interval
// itself. Runs never overlap: the next one is timed from the start of the last, and waits for it.
import type { Database } from "../db/database.ts";
import { SERVICE_ROLE_KEY } from "../keys.ts";

export interface LeadDeliverySchedulerOptions {
  db: Database;
  apiUrl: string;
  /** Overrides the SQL interval (tests, benchmarks). */
  intervalMs?: number;
  quiet?: boolean;
}

export interface LeadDeliveryScheduler {
  intervalMs: number;
  /** Runs the worker now (after any run in progress) and resolves with its answer. */
  runNow(): Promise<unknown>;
  stop(): Promise<void>;
}

/** The interval the hosted cron job uses, read from the database so it is defined once. */
export async function leadDeliveryIntervalMs(db: Database): Promise<number> {
  const result = await db.query<{ seconds: number }>("select public.lead_delivery_interval_seconds() as seconds");
  return result.rows[0].seconds * 1000;
}

export async function startLeadDeliveryScheduler(
  options: LeadDeliverySchedulerOptions,
): Promise<LeadDeliveryScheduler> {
  const intervalMs = options.intervalMs ?? (await leadDeliveryIntervalMs(options.db));
  const url = `${options.apiUrl}/functions/v1/deliver-lead-emails`;
  const abort = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function invoke(): Promise<unknown> {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        apikey: SERVICE_ROLE_KEY,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ trigger: "local-stack" }),
      signal: abort.signal,
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`deliver-lead-emails answered ${response.status}: ${body.slice(0, 300)}`);
    return JSON.parse(body) as unknown;
  }

  function runAfterCurrent(): Promise<unknown> {
    const run = running.catch(() => undefined).then(invoke);
    running = run.catch((error: unknown) => {
      if (!stopped) console.error("[local-stack] lead delivery run failed:", error);
    });
    return run;
  }

  // Each run starts one interval after the previous one started, or as soon as it ended if it
  // took longer. As with cron, the first run is one interval after start, so short tests never
  // wake the worker.
  function scheduleIn(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const startedAt = Date.now();
      void runAfterCurrent()
        .catch(() => undefined)
        .finally(() => scheduleIn(Math.max(0, intervalMs - (Date.now() - startedAt))));
    }, delayMs);
  }

  scheduleIn(intervalMs);
  if (!options.quiet) console.log(`[local-stack] lead delivery every ${intervalMs / 1000} s`);

  return {
    intervalMs,
    runNow: runAfterCurrent,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
    },
  };
}
