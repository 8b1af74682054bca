// Runs the browser suite against a fresh production build, one per Playwright worker (each worker
// has its own server and stack: scripts/ports.mjs). Without Debian's Chromium it says so loudly and
// skips only this part, so the rest of `npm test` still means something.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { chooseFreeRunSlot, E2E_WORKERS, e2eWorkerSlot, localEnv } from "./ports.mjs";

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
// The Supabase URL and the site's own URL are part of the build, so each worker's server needs its
// own: the first worker's is built, the others' are that build with their origins in its place
// (scripts/relocate-build.ts), which saves a build per extra worker. `--build-only` stops there and
// `--built` starts from there: `npm test` builds while Vitest runs (scripts/test-all.mjs).
const args = process.argv.slice(2);
// `npm test` chose the slot before building; a run of this script alone chooses it here.
if (!args.includes("--built")) await chooseFreeRunSlot();
const [first, ...others] = Array.from({ length: E2E_WORKERS }, (_, index) => e2eWorkerSlot(index));
if (!args.includes("--built")) {
  run("npm", ["run", "build"], localEnv(process.env, first));
  if (others.length)
    run("npx", ["tsx", "scripts/relocate-build.ts", String(first), ...others.map(String)], process.env);
}
if (args.includes("--build-only")) process.exit(0);
run("npx", ["playwright", "test", ...args.filter((arg) => arg !== "--built")], process.env);
