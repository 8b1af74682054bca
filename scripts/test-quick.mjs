// `npm run test:quick`: the inner loop. `npm run lint` and `npm run typecheck` (both keep caches
// under node_modules/.cache, so only what changed is checked again), and beside them the Vitest
// tests related to what changed (since the branch left origin/main, or the uncommitted changes
// when there is no such branch), on PGlite only: no PostgreSQL 15 run, no browser. `--all` runs
// every Vitest test on PGlite instead. `npm test` remains the whole check before a change lands.
import { spawnSync } from "node:child_process";
import { printOutputOfFailures, printPhaseReport, runPhase } from "./phases.mjs";

const all = process.argv.includes("--all");
const base = spawnSync("git", ["merge-base", "HEAD", "origin/main"], { encoding: "utf8" }).stdout.trim();
const PGLITE_PROJECTS = ["unit", "stack", "stack (own process)"].flatMap((name) => ["--project", name]);
const vitestArgs = [
  "vitest",
  "run",
  ...PGLITE_PROJECTS,
  ...(all ? [] : ["--changed", ...(base ? [base] : []), "--passWithNoTests"]),
];

console.log(
  all
    ? "Lint and typecheck, and every Vitest test on PGlite..."
    : `Lint and typecheck, and the Vitest tests related to changes since ${base ? base.slice(0, 12) : "the last commit"}...`,
);
const started = Date.now();
const checks = (async () => [
  await runPhase("lint", "npm", ["run", "lint"], { quiet: true }),
  await runPhase("typecheck", "npm", ["run", "typecheck"], { quiet: true }),
])();
const vitest = await runPhase(all ? "vitest (all, PGlite)" : "vitest (changed, PGlite)", "npx", vitestArgs);
const report = [...(await checks), vitest];
printOutputOfFailures(report);
printPhaseReport("test:quick", started, report);
process.exit(report.some(({ status }) => status === "FAILED") ? 1 : 0);
