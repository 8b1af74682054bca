// One long-lived Deno process serving one function on a free loopback port. deno-bootstrap.ts
// prints READY_MARKER + port once the function has called Deno.serve.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createInterface } from "node:readline";
import { denoExecutable } from "./deno-binary.ts";

const READY_MARKER = "__local_stack_function_ready__";
const BOOTSTRAP = fileURLToPath(new URL("./deno-bootstrap.ts", import.meta.url));
/** Generous room for a first start on a slow, busy machine; a normal one takes about a second. */
const BOOT_TIMEOUT_MS = 60_000;
const LOG_TAIL_LINES = 20;

export interface WorkerSpec {
  name: string;
  entryFile: string;
  /** The function's deno.json, if it has one. */
  configFile?: string;
  env: Record<string, string>;
  /** Paths the function may read: the functions folder, deno's cache, the project's node_modules. */
  readablePaths: string[];
  log(line: string): void;
}

/** The function failed before serving; `log` holds the tail of its output. */
export class BootError extends Error {
  constructor(
    message: string,
    readonly log: string,
  ) {
    super(message);
    this.name = "BootError";
  }
}

function denoArgs(spec: WorkerSpec): string[] {
  return [
    "run",
    "--no-prompt",
    "--quiet",
    "--allow-net",
    "--allow-env",
    "--allow-sys",
    `--allow-read=${spec.readablePaths.join(",")}`,
    // `npm:` imports resolve from the project's node_modules, which `npm ci` filled with the very
    // versions package.json pins ("bring your own node_modules"): nothing is downloaded at run
    // time, and a version that is not installed is an error naming the package, never a fetch.
    // The functions' own deno.json keeps "nodeModulesDir": "none", which is what
    // `supabase functions deploy` bundles with.
    "--node-modules-dir=manual",
    ...(spec.configFile ? ["--config", spec.configFile] : ["--no-config"]),
    BOOTSTRAP,
    pathToFileURL(spec.entryFile).href,
  ];
}

export class FunctionWorker {
  private readonly child: ChildProcess;
  private readonly recentOutput: string[] = [];
  private exited = false;
  readonly ready: Promise<number>;
  /** Set once serving. */
  port?: number;

  constructor(private readonly spec: WorkerSpec) {
    this.child = spawn(denoExecutable(), denoArgs(spec), {
      env: spec.env,
      // stdin stays open and unused: the worker exits when it closes (see deno-bootstrap.ts).
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child.on("exit", () => {
      this.exited = true;
    });
    this.ready = this.waitUntilServing();
    // Nobody may be awaiting `ready` yet; an unhandled rejection must not crash the stack.
    this.ready.catch(() => {});
  }

  get isAlive(): boolean {
    return !this.exited;
  }

  private remember(line: string): void {
    this.recentOutput.push(line);
    if (this.recentOutput.length > LOG_TAIL_LINES) this.recentOutput.shift();
    this.spec.log(line);
  }

  private waitUntilServing(): Promise<number> {
    return new Promise((resolve, reject) => {
      const fail = (reason: string) => reject(new BootError(reason, this.recentOutput.join("\n")));
      const timer = setTimeout(() => {
        fail(`function ${this.spec.name} did not start within ${BOOT_TIMEOUT_MS / 1000} s`);
        this.child.kill("SIGKILL");
      }, BOOT_TIMEOUT_MS);
      const stdout = createInterface({ input: this.child.stdout! });
      stdout.on("line", (line) => {
        const match = line.match(new RegExp(`^${READY_MARKER} (\\d+)$`));
        if (!match) return this.remember(line);
        clearTimeout(timer);
        this.port = Number(match[1]);
        resolve(this.port);
      });
      createInterface({ input: this.child.stderr! }).on("line", (line) => this.remember(line));
      this.child.on("error", (error) => {
        clearTimeout(timer);
        fail(`could not run deno: ${error.message}`);
      });
      this.child.on("exit", (code, signal) => {
        clearTimeout(timer);
        fail(`function ${this.spec.name} exited during boot (${signal ?? `code ${code}`})`);
      });
    });
  }

  /** Ends the process: closing stdin lets it exit by itself, SIGKILL if it lingers. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.stdin?.end();
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 2000);
    await exited;
    clearTimeout(timer);
  }
}
