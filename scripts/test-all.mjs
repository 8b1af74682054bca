// `npm test`: every check a change must pass, one phase after another, stopping at the first that
// fails, then how long each phase took. The phases are the npm scripts of the same names, so any
// one of them can be run alone.
import { spawnSync } from "node:child_process";

const PHASES = [
  ["lint", "npm", ["run", "lint"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit and integration (Vitest: jsdom, local stack on PGlite and on PostgreSQL 15)", "npm", ["run", "test:unit"]],
  ["browser (production builds + Playwright)", "npm", ["run", "test:e2e"]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
let failed;
const started = Date.now();
for (const [name, cmd, args] of PHASES) {
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  rows.push([name, Date.now() - t0, result.status === 0 ? "passed" : "FAILED"]);
  if (result.status !== 0) {
    failed = result.status ?? 1;
    break;
  }
}
for (const [name] of PHASES.slice(rows.length)) rows.push([name, 0, "not run"]);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nnpm test: ${failed === undefined ? "passed" : "FAILED"} in ${seconds(Date.now() - started)}`);
for (const [name, ms, status] of rows) {
  console.log(`  ${name.padEnd(width)}  ${(status === "not run" ? "" : seconds(ms)).padStart(8)}  ${status}`);
}
process.exit(failed ?? 0);
