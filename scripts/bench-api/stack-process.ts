// The stack under test runs in its own process, so the load generator does not share its event
// loop and its peak RSS is its own, and a test can kill -9 it. Parent side: `startStackProcess`;
// child side: `serveStack`.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../supabase/local/config-overrides.ts";
import { leadSecretsFrom } from "../../supabase/functions/_shared/lead-settings.ts";
import { pointLeadDeliveryAt } from "../lead-delivery.ts";
import { startLocalStack } from "../../supabase/local/start.ts";

const READY = "BENCH_STACK_READY";
const ENTRY = fileURLToPath(new URL("./stack-process.ts", import.meta.url));

export interface StackProcess {
  apiUrl: string;
  /** startLocalStack() alone, measured inside the child. */
  stackReadyMs: number;
  /** From spawning the process (tsx, imports, WASM) to the stack answering. */
  processReadyMs: number;
  /** VmHWM from /proc, undefined where there is no /proc. */
  peakRssMb(): number | undefined;
  /** CPU time (user + system) the stack process has used so far, from /proc. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
  /** kill -9: the stack gets no chance to finish anything (its Deno workers exit with it). */
  kill(): Promise<void>;
}

/** What the child passes to startLocalStack besides its data dir (JSON on the command line). */
export interface StackProcessOptions {
  /** Runs lead delivery's cron job this often (it also points the job at this stack's port). */
  leadDeliveryEverySeconds?: number;
  /** SQL the benchmark needs in the database (its own functions), run once the stack is ready and timed. */
  setupSql?: string;
}

export async function startStackProcess(dataDir: string, options: StackProcessOptions = {}): Promise<StackProcess> {
  const spawned = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", ENTRY, dataDir, JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "inherit"],
    env: process.env,
  });
  const ready = await new Promise<{ apiUrl: string; stackReadyMs: number }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith(READY))
        resolve(JSON.parse(line.slice(READY.length)) as { apiUrl: string; stackReadyMs: number });
    });
    child.once("exit", (code) => reject(new Error(`stack process exited with ${code}`)));
  });
  return {
    ...ready,
    processReadyMs: performance.now() - spawned,
    peakRssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1]);
        return Number.isFinite(kb) ? kb / 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    cpuMs() {
      try {
        // Fields after the command name; utime and stime are the 12th and 13th, in clock ticks (100/s on Linux).
        const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
        return (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return undefined;
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin?.end();
      await exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Child: start the stack on the given data dir, report, and stop when the parent closes stdin. */
async function serveStack(dataDir: string, options: StackProcessOptions): Promise<void> {
  const started = performance.now();
  // The benchmark signs in far more often than [auth.rate_limit] allows from one IP.
  const stack = await startLocalStack({
    apiPort: 0,
    inboxPort: 0,
    smtpPort: 0,
    dataDir,
    quiet: true,
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
    // The parent hands its environment down (spawn's env); the functions get their secrets from it.
    functionEnv: leadSecretsFrom(process.env),
  });
  await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl, options.leadDeliveryEverySeconds);
  const stackReadyMs = performance.now() - started;
  // Persisted with the database: the next start's schema cache has it from the catalog.
  if (options.setupSql) await stack.ctx.db.exec(options.setupSql);
  console.log(`${READY}${JSON.stringify({ apiUrl: stack.apiUrl, stackReadyMs })}`);
  process.stdin.resume();
  process.stdin.on("end", () => {
    void stack.stop().then(() => process.exit(0));
  });
}

if (process.argv[1] === ENTRY) {
  await serveStack(process.argv[2], JSON.parse(process.argv[3] ?? "{}") as StackProcessOptions);
}
