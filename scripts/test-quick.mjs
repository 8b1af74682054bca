// `npm run test:quick`: the inner loop. `npm run lint` and `npm run typecheck` (both keep caches
// under node_modules/.cache, so only what changed is checked again), and beside them the Vitest
// tests related to what changed (since the branch left origin/main, or the uncommitted changes
// when there is no such branch), on PGlite only: no PostgreSQL 15 run, no browser. `--all` runs
// every Vitest test on PGlite instead. `npm test` remains the whole check before a change lands.
import { spawn, spawnSync } from "node:child_process";
import { printPhaseReport } from "./phase-report.mjs";

const all = process.argv.includes("--all");
const base = spawnSync("git", ["merge-base", "HEAD", "origin/main"], { encoding: "utf8" }).stdout.trim();
const PGLITE_PROJECTS = ["unit", "stack", "stack (own process)"].flatMap((name) => ["--project", name]);
const vitestArgs = [
  "vitest",
  "run",
  ...PGLITE_PROJECTS,
  ...(all ? [] : ["--changed", ...(base ? [base] : []), "--passWithNoTests"]),
];

/** Runs a command; with `quiet`, its output is kept (shown at the end if it failed), so phases running at once do not interleave. */
function run(name, cmd, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ name, ms: Date.now() - t0, status: code === 0 ? "passed" : "FAILED", output }),
    );
  });
}

console.log(
  all
    ? "Lint and typecheck, and every Vitest test on PGlite..."
    : `Lint and typecheck, and the Vitest tests related to changes since ${base ? base.slice(0, 12) : "the last commit"}...`,
);
const started = Date.now();
const checks = (async () => [
  await run("lint", "npm", ["run", "lint"], { quiet: true }),
  await run("typecheck", "npm", ["run", "typecheck"], { quiet: true }),
])();
const vitest = await run(all ? "vitest (all, PGlite)" : "vitest (changed, PGlite)", "npx", vitestArgs);
const report = [...(await checks), vitest];
for (const { name, status, output } of report) {
  if (status === "FAILED" && output) console.log(`\n--- ${name} failed ---\n${output}`);
}
printPhaseReport("test:quick", started, report);
process.exit(report.some(({ status }) => status === "FAILED") ? 1 : 0);
