// The webhooks under load, on the local stack (loopback only): 200 demo requests in a minute while
// the CRM's endpoint (supabase/functions/_tests/webhook-receiver.ts, verifying every signature)
// fails half its requests and answers the rest slowly, some past the sender's timeout. Measures,
// side by side with the same minute of leads on a stack without webhooks: the visitor's answer
// time; then how long until every lead has reached the endpoint, how many attempts it took, and
// what the endpoint saw twice (at least once: a timed-out request may still have arrived, under
// the same webhook-id). Short timings so the bench ends in minutes: retries after 1 s, 2 s, 4 s, ...
// (production: 30 s, 1 min, ...), a request abandoned after 5 s, the worker every second. Prints tables.
//   npm run bench:webhooks         (BENCH_WEBHOOK_LEADS=<n>, BENCH_WEBHOOK_SECONDS=<s> for the load)

import { type LeadStack, startLeadStack, waitFor } from "../supabase/functions/_tests/lead-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../supabase/functions/_tests/webhook-receiver.ts";

const LEADS = Math.min(Number(process.env.BENCH_WEBHOOK_LEADS) || 200, 2_000);
const SECONDS = Math.min(Number(process.env.BENCH_WEBHOOK_SECONDS) || 60, 600);
const TIMEOUT_SECONDS = 5;
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const DELIVERY_BOUND_MS = 10 * 60_000;

const ENV = {
  LEADS_RATE_LIMIT_MAX: String(10 * LEADS),
  LEADS_RETRY_BASE_SECONDS: "1",
  LEAD_WEBHOOK_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
};

/** A seeded generator (mulberry32), so runs are comparable. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => Number(value.toFixed(1));

/** LEADS demo requests spread evenly over SECONDS, each sent on time (not after the previous answer). */
async function sendLeads(lead: LeadStack, label: string): Promise<number[]> {
  const gapMs = (SECONDS * 1000) / LEADS;
  const started = performance.now();
  const answers = Array.from({ length: LEADS }, async (_, i) => {
    const due = started + i * gapMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const t0 = performance.now();
    const result = await lead.invoke("send-demo-request", {
      fullName: "Bench",
      email: `bench-${label}-${i}@example.com`,
      company: "Bench Co",
    });
    if (result.status !== 200) throw new Error(`lead ${i} answered ${result.status}: ${JSON.stringify(result.body)}`);
    return performance.now() - t0;
  });
  return Promise.all(answers);
}

function latencyRow(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    case: label,
    leads: sorted.length,
    "p50 ms": ms(percentile(sorted, 50)),
    "p95 ms": ms(percentile(sorted, 95)),
    "p99 ms": ms(percentile(sorted, 99)),
    "max ms": ms(sorted[sorted.length - 1]),
  };
}

async function deliveryCounts(lead: LeadStack) {
  const { data, error } = await lead.serviceRole.from("webhook_deliveries").select("status, attempts");
  if (error) throw new Error(error.message);
  const rows = data as Array<{ status: string; attempts: number }>;
  return {
    total: rows.length,
    delivered: rows.filter((row) => row.status === "delivered").length,
    failed: rows.filter((row) => row.status === "failed").length,
    attempts: rows.map((row) => row.attempts),
  };
}

async function run(label: string, env: Record<string, string>) {
  const lead = await startLeadStack({ ...ENV, ...env }, { leadDeliveryEverySeconds: 1 });
  try {
    // Warm the function's worker, so its start is not in the first lead's answer.
    await lead.invoke("send-demo-request", { fullName: "Warm", email: `warm-${label}@example.com`, company: "Co" });
    return { lead, timings: await sendLeads(lead, label) };
  } catch (error) {
    await lead.stop();
    throw error;
  }
}

async function main() {
  console.log(`${LEADS} demo requests in ${SECONDS} s, each stack started fresh.\n`);
  const baseline = await run("baseline", {});
  await baseline.lead.stop();

  const receiver: WebhookReceiver = await startWebhookReceiver(SECRET);
  const roll = random(42);
  // Half the requests fail at once (500); of the rest, nine in ten answer after 0.5–3 s and one in
  // ten after 6 s, when the sender has given up on it (5 s): it arrived, its answer did not.
  receiver.decide = () => {
    if (roll() < 0.5) return "failing";
    receiver.slowMs = roll() < 0.9 ? 500 + roll() * 2_500 : 6_000;
    return "slow";
  };
  const withWebhooks = await run("webhooks", {
    LEAD_WEBHOOK_URL: receiver.url("/hook"),
    LEAD_WEBHOOK_SECRET: SECRET,
  });
  const loadEnded = performance.now();
  try {
    console.log("The visitor's answer (send-demo-request, from request to response):");
    console.table([
      latencyRow("no webhooks", baseline.timings),
      latencyRow("webhooks: endpoint slow, failing half", withWebhooks.timings),
    ]);

    const expected = LEADS + 1; // and the warm-up lead
    await waitFor(
      "every lead delivered or given up",
      async () => {
        const { delivered, failed } = await deliveryCounts(withWebhooks.lead);
        return delivered + failed >= expected;
      },
      DELIVERY_BOUND_MS,
    );
    const allDeliveredMs = performance.now() - loadEnded;
    const counts = await deliveryCounts(withWebhooks.lead);
    // What a receiver that drops repeats by webhook-id processes once: every verified request, also
    // those whose answer came after the sender had given up.
    const perId = new Map<string, number>();
    for (const entry of receiver.received.filter((request) => request.verified)) {
      perId.set(entry.webhookId, (perId.get(entry.webhookId) ?? 0) + 1);
    }
    const acceptedIds = new Set(
      receiver.received.filter((entry) => entry.answered === 200).map((entry) => entry.webhookId),
    );
    const attempts = [...counts.attempts].sort((a, b) => a - b);
    console.log("\nDelivery (every lead must reach the endpoint; repeats share the webhook-id):");
    console.table([
      {
        leads: expected,
        "delivered (rows)": counts.delivered,
        "given up": counts.failed,
        "webhook-ids received": perId.size,
        "webhook-ids answered 200": acceptedIds.size,
        "requests received": receiver.received.length,
        "bad signatures": receiver.received.filter((entry) => !entry.verified).length,
        "answered 500": receiver.received.filter((entry) => entry.answered === 500).length,
        "ids received again (dropped by id)": [...perId.values()].filter((count) => count > 1).length,
        "attempts p50 / max": `${percentile(attempts, 50)} / ${attempts[attempts.length - 1]}`,
        "all delivered, s after the last lead": ms(allDeliveredMs / 1000),
      },
    ]);
    const missing = expected - acceptedIds.size;
    if (missing > 0 || counts.failed > 0) {
      console.error(`\n${missing} lead(s) never reached the endpoint; ${counts.failed} given up.`);
      process.exitCode = 1;
    }
  } finally {
    await withWebhooks.lead.stop();
    await receiver.close();
  }
}

await main();
