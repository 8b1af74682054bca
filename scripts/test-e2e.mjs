// Runs the browser suite against fresh production builds, one per Playwright worker (each worker
// has its own server and stack: scripts/ports.mjs). Without Debian's Chromium it says so loudly and
// skips only this part, so the rest of `npm test` still means something.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { E2E_WORKERS, e2eWorkerSlot, localEnv } from "./ports.mjs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const bar = "=".repeat(78);
  console.warn(
    `\n${bar}\n  SKIPPING END-TO-END TESTS: ${CHROMIUM} is missing.\n  Install it with:  sudo apt-get install -y chromium\n${bar}\n`,
  );
  process.exit(0);
}
const run = (cmd, args, env) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The Supabase URL and the site's own URL are part of the build, so each worker's server needs its own.
for (let index = 0; index < E2E_WORKERS; index += 1) {
  run("npm", ["run", "build"], localEnv(process.env, e2eWorkerSlot(index)));
}
run("npx", ["playwright", "test", ...process.argv.slice(2)], process.env);
