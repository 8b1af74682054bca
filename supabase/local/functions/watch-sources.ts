// Like `supabase functions serve`: editing a function (or _shared) restarts its workers, so the
// next call runs the new code. Deno's own writes (deno.lock, node_modules) are ignored.
import { watch, type FSWatcher } from "node:fs";

const SOURCE_FILE = /\.(ts|tsx|js|mjs|jsx|json|jsonc)$/;
const DEBOUNCE_MS = 150;

export function watchFunctionSources(functionsDir: string, onChange: () => void): { close(): void } {
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    watcher = watch(functionsDir, { recursive: true, persistent: false }, (_event, file) => {
      const path = file?.toString() ?? "";
      if (!SOURCE_FILE.test(path) || path.includes("node_modules") || path.endsWith("deno.lock")) return;
      clearTimeout(timer);
      timer = setTimeout(onChange, DEBOUNCE_MS);
    });
    watcher.on("error", () => watcher?.close());
  } catch {
    // No recursive watching on this platform: functions still work, edits need a restart.
  }
  return {
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
