// Local stack API benchmark: REST read throughput and latency at 50 concurrent connections,
// sign-in, Realtime insert-to-event latency, Storage upload/download of a 200 KB image, function
// latency, cold start on a persisted database and peak RSS, each against its target. Loopback
// only; every loop is bounded.
//   npm run bench:api        (BENCH_API_SECONDS / BENCH_API_MAX_REQUESTS to change the read load)
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureFunction, measureReads, measureRealtime, measureSignIn } from "./bench-api/measure.ts";
import { EMBEDDED_READ, RPC_READ, RPC_READ_SQL, seedEmbeddedReadRows } from "./bench-api/embedded-read.ts";
import { IMAGE_BYTES, measureStorage } from "./bench-api/measure-storage.ts";
import { storageDirFor } from "../supabase/local/storage/storage.ts";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures.ts";
import { startStackProcess } from "./bench-api/stack-process.ts";

const CONNECTIONS = 50;
const READ_SECONDS = Math.min(Number(process.env.BENCH_API_SECONDS) || 5, 30);
const MAX_READS = Math.min(Number(process.env.BENCH_API_MAX_REQUESTS) || 10_000, 100_000);

interface Row {
  metric: string;
  value: string;
  target: string;
  ok: string;
}

const rows: Row[] = [];
function record(metric: string, value: number, unit: string, target: string, meets: boolean): void {
  rows.push({ metric, value: `${value.toFixed(unit === "/s" ? 0 : 1)} ${unit}`, target, ok: meets ? "yes" : "NO" });
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
try {
  // First start creates the database (migrations + seed); the second is what a developer sees daily.
  const first = await startStackProcess(dataDir, { setupSql: RPC_READ_SQL });
  record("first start (migrate + seed)", first.stackReadyMs, "ms", "info", true);
  await first.stop();

  const stack = await startStackProcess(dataDir);
  record(
    "cold start to ready, persisted db (startLocalStack)",
    stack.stackReadyMs,
    "ms",
    "≤ 5000 ms",
    stack.stackReadyMs <= 5000,
  );
  record("cold start incl. process + imports", stack.processReadyMs, "ms", "info", true);
  try {
    await measureReads(stack.apiUrl, CONNECTIONS, 1000, 2000); // warm-up
    const cpuBefore = stack.cpuMs();
    const reads = await measureReads(stack.apiUrl, CONNECTIONS, READ_SECONDS * 1000, MAX_READS);
    const cpuAfter = stack.cpuMs();
    record(
      `REST reads/s (${CONNECTIONS} conns, ${reads.requests} req, ${reads.failures} failed)`,
      reads.perSecond,
      "/s",
      "≥ 1000 /s",
      reads.perSecond >= 1000 && reads.failures === 0,
    );
    record("REST read p50", reads.p50, "ms", "info", true);
    record("REST read p99", reads.p99, "ms", "≤ 50 ms", reads.p99 <= 50);
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      // Independent of other load on the machine: what one core fully given to the stack would do.
      const cpuPerRead = (cpuAfter - cpuBefore) / reads.requests;
      record("stack CPU per read", cpuPerRead, "ms", "info", true);
      record(
        "reads/s per stack CPU core (projection)",
        1000 / cpuPerRead,
        "/s",
        "≥ 1000 /s",
        1000 / cpuPerRead >= 1000,
      );
    }
    await seedEmbeddedReadRows(stack.apiUrl);
    await measureReads(stack.apiUrl, CONNECTIONS, 1000, 2000, EMBEDDED_READ); // warm-up
    const cpuBeforeEmbedded = stack.cpuMs();
    const embedded = await measureReads(stack.apiUrl, CONNECTIONS, READ_SECONDS * 1000, MAX_READS, EMBEDDED_READ);
    const cpuAfterEmbedded = stack.cpuMs();
    record(
      `REST embedded select/s (20 emails × 3 attempts, ${embedded.requests} req, ${embedded.failures} failed)`,
      embedded.perSecond,
      "/s",
      "info",
      embedded.failures === 0,
    );
    record("REST embedded select p99", embedded.p99, "ms", "info", true);
    if (cpuBeforeEmbedded !== undefined && cpuAfterEmbedded !== undefined) {
      record(
        "stack CPU per embedded select",
        (cpuAfterEmbedded - cpuBeforeEmbedded) / embedded.requests,
        "ms",
        "info",
        true,
      );
    }
    await measureReads(stack.apiUrl, CONNECTIONS, 1000, 2000, RPC_READ); // warm-up
    const cpuBeforeRpc = stack.cpuMs();
    const rpc = await measureReads(stack.apiUrl, CONNECTIONS, READ_SECONDS * 1000, MAX_READS, RPC_READ);
    const cpuAfterRpc = stack.cpuMs();
    record(
      `REST rpc + embedded select/s (same rows via a function, ${rpc.requests} req, ${rpc.failures} failed)`,
      rpc.perSecond,
      "/s",
      "info",
      rpc.failures === 0,
    );
    record("REST rpc + embedded select p99", rpc.p99, "ms", "info", true);
    if (cpuBeforeRpc !== undefined && cpuAfterRpc !== undefined) {
      record("stack CPU per rpc + embedded select", (cpuAfterRpc - cpuBeforeRpc) / rpc.requests, "ms", "info", true);
    }
    const signIn = await measureSignIn(stack.apiUrl, SEEDED_ADMIN.email, SEEDED_ADMIN.password, 10);
    record("sign-in p50 (bcrypt cost 10)", signIn, "ms", "info", true);
    const realtime = await measureRealtime(stack.apiUrl, 30);
    record("realtime insert-to-event p50", realtime, "ms", "≤ 50 ms", realtime <= 50);
    const storage = await measureStorage(stack.apiUrl, 8, READ_SECONDS * 1000, 2000);
    for (const [label, load] of [
      ["upload", storage.upload],
      ["download", storage.download],
    ] as const) {
      const what = `${label} ${IMAGE_BYTES / 1024} KB image/s (8 conns, ${load.requests} req, ${load.failures} failed)`;
      record(what, load.perSecond, "/s", "info", load.failures === 0);
      record(`${label} ${IMAGE_BYTES / 1024} KB image throughput`, load.megabytesPerSecond, "MB/s", "info", true);
      record(`${label} ${IMAGE_BYTES / 1024} KB image p50`, load.p50, "ms", "info", true);
    }
    const fn = await measureFunction(stack.apiUrl, 20);
    record("function 'hello' first call (Deno cold start)", fn.coldMs, "ms", "≤ 3000 ms", fn.coldMs <= 3000);
    record("function 'hello' warm p50", fn.warmP50, "ms", "info", true);
    const rss = stack.peakRssMb();
    if (rss !== undefined) record("peak RSS of the stack process", rss, "MB", "≤ 700 MB", rss <= 700);
  } finally {
    await stack.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storageDirFor(dataDir), { recursive: true, force: true });
}

console.table(rows);
console.log(
  `load average during the run: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")} on this machine`,
);
if (rows.some((row) => row.ok === "NO")) process.exitCode = 1;
