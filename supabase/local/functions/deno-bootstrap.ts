// Runs under Deno, not Node: the entry of one function worker. It loads the function's index.ts
// and serves the handler the function passes to Deno.serve on a free loopback port instead of
// 8000, then prints READY_MARKER and the port on stdout for worker.ts.

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

interface ServeOptions {
  port?: number;
  hostname?: string;
  handler?: Handler;
  onListen?: (address: { port: number; hostname: string }) => void;
  [option: string]: unknown;
}

type Serve = (first: Handler | ServeOptions, second?: Handler) => unknown;

// Only the part of the Deno namespace this file touches; Deno's real types are not in Node's tsconfig.
declare const Deno: {
  serve: Serve;
  args: string[];
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
};

const READY_MARKER = "__local_stack_function_ready__";
const [entryUrl] = Deno.args;
const realServe: Serve = Deno.serve.bind(Deno);
let served = false;

Deno.serve = (first, second) => {
  if (served) throw new Error("Deno.serve was called twice: the local runner serves one handler per function");
  const options: ServeOptions = typeof first === "function" ? {} : first;
  const handler = typeof first === "function" ? first : (second ?? first.handler);
  if (!handler) throw new Error("Deno.serve was called without a handler");
  served = true;
  return realServe({
    ...options,
    port: 0,
    hostname: "127.0.0.1",
    handler,
    onListen: ({ port }) => console.log(`${READY_MARKER} ${port}`),
  });
};

// When the stack stops or dies, its end of our stdin closes: leave with it, never orphaned.
void (async () => {
  const reader = Deno.stdin.readable.getReader();
  while (!(await reader.read()).done) {
    // Nothing is ever sent; only the end of the stream matters.
  }
  Deno.exit(0);
})();

const loaded = (await import(entryUrl)) as { default?: { fetch?: Handler } };
// The `export default { fetch }` style also runs on Supabase's edge runtime.
if (!served && typeof loaded.default?.fetch === "function") Deno.serve(loaded.default.fetch);
if (!served) {
  console.error("The function never called Deno.serve");
  Deno.exit(3);
}

// A module, so the top-level await above and the `Deno` declaration stay local to this file.
export {};
