// `npm test`: every check a change must pass, one phase after another, stopping at the first that
// fails, then how long each phase took. The phases are the npm scripts of the same names, so any
// one of them can be run alone.
import { spawnSync } from "node:child_process";
import { printPhaseReport } from "./phase-report.mjs";

const PHASES = [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["unit and integration (Vitest: jsdom, local stack on PGlite and on PostgreSQL 15)", "test:unit"],
  ["browser (production builds + Playwright)", "test:e2e"],
];

const started = Date.now();
const report = [];
let exitCode = 0;
for (const [name, script] of PHASES) {
  if (exitCode !== 0) {
    report.push({ name, ms: 0, status: "not run" });
    continue;
  }
  const t0 = Date.now();
  const result = spawnSync("npm", ["run", script], { stdio: "inherit" });
  exitCode = result.status ?? 1;
  report.push({ name, ms: Date.now() - t0, status: exitCode === 0 ? "passed" : "FAILED" });
}
printPhaseReport("npm test", started, report);
process.exit(exitCode);
