// Warm latency of the lead Edge Functions on the local stack (loopback only, bounded request
// count). Starts its own stack on random ports; prints p50/p95 per function and path.
//   npm run bench:leads            (BENCH_LEADS_REQUESTS=<n> to change the sample size)

import { anonClient } from "../supabase/local/testing.ts";
import { startLocalStack } from "../supabase/local/start.ts";

const REQUESTS = Math.min(Number(process.env.BENCH_LEADS_REQUESTS) || 40, 500);
const WARMUP = 5;

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

const stack = await startLocalStack({ apiPort: 0, inboxPort: 0, smtpPort: 0, quiet: true });
try {
  const client = anonClient(stack.apiUrl);
  const rows: Array<Record<string, string | number>> = [];
  for (const benchCase of CASES) {
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      const { response, error } = await client.functions.invoke(benchCase.fn, { body: benchCase.body(i) });
      const elapsed = performance.now() - started;
      const status = response?.status ?? (error?.context as Response | undefined)?.status;
      if (status !== benchCase.expect)
        throw new Error(`${benchCase.label}: got ${status}, expected ${benchCase.expect}`);
      if (i >= WARMUP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      case: benchCase.label,
      requests: timings.length,
      "p50 ms": Number(percentile(timings, 50).toFixed(1)),
      "p95 ms": Number(percentile(timings, 95).toFixed(1)),
      "min ms": Number(timings[0].toFixed(1)),
      "max ms": Number(timings[timings.length - 1].toFixed(1)),
    });
  }
  console.log(`Lead functions, warm, sequential, loopback (${WARMUP} warm-up requests per case discarded)`);
  console.table(rows);
} finally {
  await stack.stop();
}
