// `npm test`: every check a change must pass, then how long each phase took. Lint and typecheck
// (one process each, mostly one core) run beside the Vitest suite, whose tests often wait on I/O
// (Deno, SMTP, leases running out), so together they keep a 2-core machine busy instead of taking
// turns; their output is shown only if they fail. The browser suite runs last, and only when all
// three passed. The phases are the npm scripts of the same names, so any one can be run alone.
import { printOutputOfFailures, printPhaseReport, runPhase } from "./phases.mjs";

const started = Date.now();
const checks = Promise.all([
  runPhase("lint", "npm", ["run", "lint"], { quiet: true }),
  runPhase("typecheck", "npm", ["run", "typecheck"], { quiet: true }),
]);
const vitest = await runPhase(
  "unit and integration (Vitest: jsdom, local stack on PGlite and on PostgreSQL 15)",
  "npm",
  ["run", "test:unit"],
);
const report = [...(await checks), vitest];
printOutputOfFailures(report);
const browser = "browser (production builds + Playwright)";
if (report.every(({ status }) => status === "passed")) report.push(await runPhase(browser, "npm", ["run", "test:e2e"]));
else report.push({ name: browser, ms: 0, status: "not run" });
printPhaseReport("npm test", started, report);
process.exit(report.every(({ status }) => status === "passed") ? 0 : 1);
