// Latency of the lead Edge Functions on the local stack (loopback only, bounded request count).
// First the cold case a newcomer meets: a stack just started, an empty Deno cache and an
// unreachable registry, and the first lead of each function (which starts its Deno worker). Then
// warm latency on one stack whose functions mail a controllable SMTP server
// (supabase/local/inbox/controllable-smtp.ts): healthy, hanging (connections open, no greeting) and down
// (nothing listening). The visitor's answer never waits for mail, so all three must stay under
// 500 ms p95. Last, recovery after an outage: 100 messages queued while the server was down, then
// the server back: how long the worker takes to deliver them, on its own and on the production
// schedule (first retry 30 s after the failure, worker every 20 s). Prints tables.
//   npm run bench:leads            (BENCH_LEADS_REQUESTS=<n>, BENCH_LEADS_COLD=<n> for sample sizes)

import { leadSecretsFrom } from "../supabase/functions/_shared/lead-settings.ts";
import { deliverLeadEmailsNow } from "../supabase/functions/_tests/lead-stack.ts";
import { pointLeadDeliveryAt } from "./lead-delivery.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import {
  type ControllableSmtp,
  type SmtpBehaviour,
  startControllableSmtp,
} from "../supabase/local/inbox/controllable-smtp.ts";
import { SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { type LocalStack, startLocalStack } from "../supabase/local/start.ts";
import { anonClient, sleep } from "../supabase/local/testing.ts";

const REQUESTS = Math.min(Number(process.env.BENCH_LEADS_REQUESTS) || 40, 500);
const WARMUP = 5;
const COLD_STARTS = Math.min(Number(process.env.BENCH_LEADS_COLD) || 5, 20);
const P95_BUDGET_MS = 500;
const OUTAGE_LEADS = 50; // two messages each
const DELIVERY_BOUND_MS = 5 * 60_000;

// Every request comes from 127.0.0.1: lift the limit so the bench measures the function, not 429s.
process.env.LEADS_RATE_LIMIT_MAX = String(100 * (REQUESTS + WARMUP));

type Case = { label: string; fn: string; body: (i: number) => Record<string, string>; expect: number };

const contactCase = (label: string): Case => ({
  label,
  fn: "send-contact-form",
  body: (i) => ({ fullName: "Bench", email: `bench-c${i}-${label.length}@example.com`, message: "Latency probe" }),
  expect: 200,
});

const CASES: Case[] = [
  contactCase("contact: stored + 2 emails queued"),
  {
    label: "demo: stored + 2 emails queued",
    fn: "send-demo-request",
    body: (i) => ({ fullName: "Bench", email: `bench-d${i}@example.com`, company: "Bench Co" }),
    expect: 200,
  },
  {
    label: "contact: invalid (400)",
    fn: "send-contact-form",
    body: () => ({ fullName: "Bench", email: "not-an-email", message: "x" }),
    expect: 400,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type Summary = Record<string, string | number>;

function summarise(label: string, timings: number[]): Summary {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    case: label,
    requests: sorted.length,
    "p50 ms": Number(percentile(sorted, 50).toFixed(1)),
    "p95 ms": Number(percentile(sorted, 95).toFixed(1)),
    "min ms": Number(sorted[0].toFixed(1)),
    "max ms": Number(sorted[sorted.length - 1].toFixed(1)),
  };
}

async function timedInvoke(client: SupabaseClient, benchCase: Case, i: number): Promise<number> {
  const started = performance.now();
  const { response, error } = await client.functions.invoke(benchCase.fn, { body: benchCase.body(i) });
  const elapsed = performance.now() - started;
  const status = response?.status ?? (error?.context as Response | undefined)?.status;
  if (status !== benchCase.expect) throw new Error(`${benchCase.label}: got ${status}, expected ${benchCase.expect}`);
  return elapsed;
}

async function sequential(client: SupabaseClient, benchCase: Case, offset = 0): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const elapsed = await timedInvoke(client, benchCase, offset + i);
    if (i >= WARMUP) timings.push(elapsed);
  }
  return timings;
}

/** Each sample: a new stack, a new empty DENO_DIR, the registry on a closed port; first call of each function. */
async function coldStarts(): Promise<Summary[]> {
  const saved = { DENO_DIR: process.env.DENO_DIR, NPM_CONFIG_REGISTRY: process.env.NPM_CONFIG_REGISTRY };
  const firstCalls = new Map<string, number[]>();
  try {
    for (let sample = 0; sample < COLD_STARTS; sample++) {
      const denoDir = mkdtempSync(join(tmpdir(), "bench-leads-deno-"));
      Object.assign(process.env, { DENO_DIR: denoDir, NPM_CONFIG_REGISTRY: "http://127.0.0.1:9/" });
      const stack = await startBenchStack();
      try {
        const client = anonClient(stack.apiUrl);
        for (const benchCase of CASES.slice(0, 2)) {
          const label = `first ${benchCase.label} (cold worker, empty DENO_DIR)`;
          firstCalls.set(label, [
            ...(firstCalls.get(label) ?? []),
            await timedInvoke(client, benchCase, 1000 + sample),
          ]);
        }
        // The emails go out after the answers; let them arrive before the stack stops.
        await until("the cold leads' emails to arrive", async () => {
          const inbox = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { total: number };
          return inbox.total >= 4;
        });
      } finally {
        await stack.stop();
        rmSync(denoDir, { recursive: true, force: true });
      }
    }
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return [...firstCalls].map(([label, timings]) => summarise(label, timings));
}

function serviceClient(stack: LocalStack): SupabaseClient {
  return createClient(stack.apiUrl, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function countEmails(service: SupabaseClient, status: string, negate = false): Promise<number> {
  const query = service.from("lead_emails").select("id", { count: "exact", head: true });
  const { count, error } = await (negate ? query.neq("status", status) : query.eq("status", status));
  if (error) throw new Error(`counting lead_emails: ${error.message}`);
  return count ?? 0;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + DELIVERY_BOUND_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

/** Queues OUTAGE_LEADS leads while the server is down and waits until all their first tries failed. */
async function queueDuringOutage(stack: LocalStack, smtp: ControllableSmtp, round: number): Promise<void> {
  await smtp.set("down");
  const client = anonClient(stack.apiUrl);
  const service = serviceClient(stack);
  const outage: Case = {
    label: "outage",
    fn: "send-demo-request",
    body: (i) => ({ fullName: "Bench", email: `outage-${round}-${i}@example.com`, company: "Bench Co" }),
    expect: 200,
  };
  for (let i = 0; i < OUTAGE_LEADS; i++) await timedInvoke(client, outage, i);
  await until("every first try to fail", async () => (await countEmails(service, "retrying")) === 2 * OUTAGE_LEADS);
}

let acceptedBefore = 0;

/** One phase's figures: time to all sent, and how many copies the server got of each message. */
function recoveryRow(label: string, started: number, smtp: ControllableSmtp): Summary {
  const seconds = (performance.now() - started) / 1000;
  const phase = smtp.accepted.slice(acceptedBefore);
  acceptedBefore = smtp.accepted.length;
  const copies = new Map<string, number>();
  for (const message of phase) copies.set(message.messageId, (copies.get(message.messageId) ?? 0) + 1);
  return {
    case: `${2 * OUTAGE_LEADS} queued messages, ${label}`,
    "seconds to all sent": seconds.toFixed(2),
    "messages accepted": phase.length,
    "sent twice": [...copies.values()].filter((count) => count > 1).length,
  };
}

/** A quiet stack on free ports whose lead functions get the secrets this process has set. */
function startBenchStack(): Promise<LocalStack> {
  return startLocalStack({
    apiPort: 0,
    inboxPort: 0,
    smtpPort: 0,
    quiet: true,
    functionEnv: leadSecretsFrom(process.env),
  });
}

/** Recovery after an outage, on a stack of its own so nothing else is in the queue. */
async function recovery(smtp: ControllableSmtp): Promise<Summary[]> {
  acceptedBefore = smtp.accepted.length;
  const stack = await startBenchStack();
  await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl);
  const service = serviceClient(stack);
  const rows: Summary[] = [];
  try {
    // The worker alone: the server is back and the messages are due; one run is started.
    await queueDuringOutage(stack, smtp, 1);
    await smtp.set("accept");
    const { error } = await service
      .from("lead_emails")
      .update({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .neq("status", "sent");
    if (error) throw new Error(`making messages due: ${error.message}`);
    let started = performance.now();
    await deliverLeadEmailsNow(stack);
    await until("all messages sent", async () => (await countEmails(service, "sent", true)) === 0);
    rows.push(recoveryRow("worker run started at once", started, smtp));

    // The production schedule: the messages wait for their retry time and the worker's next run.
    await queueDuringOutage(stack, smtp, 2);
    await smtp.set("accept");
    started = performance.now();
    await until("all messages sent", async () => (await countEmails(service, "sent", true)) === 0);
    const { rows: job } = await stack.ctx.db.query<{ schedule: string }>(
      "select schedule from cron.job where jobname = 'deliver-lead-emails'",
    );
    const schedule = `retry 30 s after the failure, worker every ${job[0].schedule}`;
    rows.push(recoveryRow(`production schedule (${schedule})`, started, smtp));
  } finally {
    await stack.stop();
  }
  return rows;
}

console.log(`Lead functions, cold: ${COLD_STARTS} fresh stacks, each with an empty Deno cache and no registry`);
console.table(await coldStarts());

const smtp = await startControllableSmtp("accept");
Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
try {
  const stack = await startBenchStack();
  try {
    const client = anonClient(stack.apiUrl);
    const rows: Summary[] = [];
    for (const benchCase of CASES) rows.push(summarise(benchCase.label, await sequential(client, benchCase)));
    const outages: Array<[SmtpBehaviour, string]> = [
      ["hang", "contact: answer with SMTP hanging"],
      ["down", "contact: answer with SMTP down"],
    ];
    for (const [behaviour, label] of outages) {
      await smtp.set(behaviour);
      rows.push(summarise(label, await sequential(client, contactCase(label), 10_000)));
    }
    await smtp.set("accept");
    for (const row of rows) row[`p95 < ${P95_BUDGET_MS} ms`] = Number(row["p95 ms"]) < P95_BUDGET_MS ? "yes" : "NO";
    console.log(`Lead functions, warm, sequential, loopback (${WARMUP} warm-up requests per case discarded)`);
    console.table(rows);
  } finally {
    await stack.stop();
  }

  console.log("Delivery after an outage: the SMTP server down while leads arrive, then back");
  console.table(await recovery(smtp));
} finally {
  await smtp.close();
}
