// Locates the deno executable shipped by the `deno` npm package (a dependency of this project),
// so nobody needs a global Deno install.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

let cached: string | undefined;

export function denoExecutable(): string {
  if (cached) return cached;
  const packageDir = dirname(require.resolve("deno/package.json"));
  const bundled = join(packageDir, process.platform === "win32" ? "deno.exe" : "deno");
  if (existsSync(bundled)) {
    cached = bundled;
  } else {
    // The package's postinstall normally copies the platform binary here; if it did not run,
    // its own installer resolves the platform package (@deno/<platform>) instead.
    const installer = require("deno/install_api.cjs") as { runInstall(): string };
    cached = installer.runInstall();
  }
  return cached;
}
