// Work that continues after a function has answered. Supabase's edge runtime ends an isolate once
// its responses are sent unless the work is handed to EdgeRuntime.waitUntil; elsewhere (the local
// runner's long-lived Deno worker, Node tests) a detached promise simply runs to its end.

interface EdgeRuntimeGlobal {
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function runInBackground(
  task: () => Promise<unknown>,
  logError: (message: string, detail?: unknown) => void = console.error,
): void {
  // A macrotask later, so the answer is on its way before the work starts.
  const work = new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(task)
    .catch((error: unknown) => logError("background task failed", error));
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (typeof runtime?.waitUntil === "function") runtime.waitUntil(work);
}
