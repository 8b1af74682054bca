// Latency of the lead Edge Functions on the local stack (loopback only, bounded request count).
// First the cold case a newcomer meets: a stack just started, an empty Deno cache and an
// unreachable registry, and the first lead of each function (which starts its Deno worker). Then
// warm latency on one stack. Starts its own stacks on random ports; prints tables.
//   npm run bench:leads            (BENCH_LEADS_REQUESTS=<n>, BENCH_LEADS_COLD=<n> for sample sizes)

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { anonClient } from "../supabase/local/testing.ts";
import { startLocalStack } from "../supabase/local/start.ts";

const REQUESTS = Math.min(Number(process.env.BENCH_LEADS_REQUESTS) || 40, 500);
const WARMUP = 5;
const COLD_STARTS = Math.min(Number(process.env.BENCH_LEADS_COLD) || 5, 20);

// Every request comes from 127.0.0.1: lift the limit so the bench measures the function, not 429s.
process.env.LEADS_RATE_LIMIT_MAX = String(10 * (REQUESTS + WARMUP));

type Case = { label: string; fn: string; body: (i: number) => Record<string, string>; expect: number };

const CASES: Case[] = [
  {
    label: "contact: stored + 2 emails",
    fn: "send-contact-form",
    body: (i) => ({ fullName: "Bench", email: `bench-c${i}@example.com`, message: "Latency probe" }),
    expect: 200,
  },
  {
    label: "demo: stored + 2 emails",
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

async function timedInvoke(client: ReturnType<typeof anonClient>, benchCase: Case, i: number): Promise<number> {
  const started = performance.now();
  const { response, error } = await client.functions.invoke(benchCase.fn, { body: benchCase.body(i) });
  const elapsed = performance.now() - started;
  const status = response?.status ?? (error?.context as Response | undefined)?.status;
  if (status !== benchCase.expect) throw new Error(`${benchCase.label}: got ${status}, expected ${benchCase.expect}`);
  return elapsed;
}

/** Each sample: a new stack, a new empty DENO_DIR, the registry on a closed port; first call of each function. */
async function coldStarts(): Promise<Summary[]> {
  const saved = { DENO_DIR: process.env.DENO_DIR, NPM_CONFIG_REGISTRY: process.env.NPM_CONFIG_REGISTRY };
  const firstCalls = new Map<string, number[]>();
  try {
    for (let sample = 0; sample < COLD_STARTS; sample++) {
      const denoDir = mkdtempSync(join(tmpdir(), "bench-leads-deno-"));
      Object.assign(process.env, { DENO_DIR: denoDir, NPM_CONFIG_REGISTRY: "http://127.0.0.1:9/" });
      const stack = await startLocalStack({ apiPort: 0, inboxPort: 0, smtpPort: 0, quiet: true });
      try {
        const client = anonClient(stack.apiUrl);
        for (const benchCase of CASES.slice(0, 2)) {
          const label = `first ${benchCase.label} (cold worker, empty DENO_DIR)`;
          firstCalls.set(label, [
            ...(firstCalls.get(label) ?? []),
            await timedInvoke(client, benchCase, 1000 + sample),
          ]);
        }
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

console.log(`Lead functions, cold: ${COLD_STARTS} fresh stacks, each with an empty Deno cache and no registry`);
console.table(await coldStarts());

const stack = await startLocalStack({ apiPort: 0, inboxPort: 0, smtpPort: 0, quiet: true });
try {
  const client = anonClient(stack.apiUrl);
  const rows: Summary[] = [];
  for (const benchCase of CASES) {
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const elapsed = await timedInvoke(client, benchCase, i);
      if (i >= WARMUP) timings.push(elapsed);
    }
    rows.push(summarise(benchCase.label, timings));
  }
  console.log(`Lead functions, warm, sequential, loopback (${WARMUP} warm-up requests per case discarded)`);
  console.table(rows);
} finally {
  await stack.stop();
}
