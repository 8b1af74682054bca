// One worker per function, started on first call and reused; a dead worker is replaced on the
// next call, and all of them can be retired at once (on stop, or when function code changes).
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { StackConfig } from "../context.ts";
import { FunctionWorker } from "./worker.ts";
import { denoCacheDir, workerEnv } from "./worker-env.ts";

export class WorkerPool {
  private readonly workers = new Map<string, FunctionWorker>();

  constructor(private readonly config: StackConfig) {}

  entryFile(name: string): string {
    return join(this.config.functionsDir, name, "index.ts");
  }

  /** The loopback port serving `name`, starting its worker if needed. Rejects with BootError. */
  async portFor(name: string): Promise<number> {
    let worker = this.workers.get(name);
    if (!worker || !worker.isAlive) {
      worker = this.spawn(name);
      this.workers.set(name, worker);
    }
    try {
      return await worker.ready;
    } catch (error) {
      if (this.workers.get(name) === worker) this.workers.delete(name);
      throw error;
    }
  }

  private spawn(name: string): FunctionWorker {
    const configFile = ["deno.json", "deno.jsonc"]
      .map((file) => join(this.config.functionsDir, name, file))
      .find((file) => existsSync(file));
    return new FunctionWorker({
      name,
      entryFile: this.entryFile(name),
      configFile,
      env: workerEnv(this.config),
      readablePaths: [this.config.functionsDir, denoCacheDir(), join(this.config.projectRoot, "node_modules")],
      log: (line) => console.log(`[functions:${name}] ${line}`),
    });
  }

  /** Retires the worker serving `port` (it stopped answering); the next call starts a new one. */
  async discard(name: string, port: number): Promise<void> {
    const worker = this.workers.get(name);
    if (!worker || worker.port !== port) return;
    this.workers.delete(name);
    await worker.stop();
  }

  /** Stops every worker; the next call to a function starts a fresh one. */
  async retireAll(): Promise<void> {
    const retiring = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(retiring.map((worker) => worker.stop()));
  }
}
