// `npm test`: every check a change must pass, then how long each phase took. Lint, typecheck and
// the browser suite's production builds (one process each, mostly one core) run beside the Vitest
// suite, whose tests often wait on I/O (Deno, SMTP, leases running out), so together they keep a
// 2-core machine busy instead of taking turns; their output is shown only if they fail. The
// browser suite runs last, on those builds, and only when everything before it passed. Each phase is
// an npm script, so any one can be run alone (`npm run test:e2e` builds, then runs the browser suite).
import { printOutputOfFailures, printPhaseReport, runPhase } from "./phases.mjs";
import { chooseFreeRunSlot } from "./ports.mjs";

// The builds and the servers of the browser suite use the same slot's ports: chosen once, here.
await chooseFreeRunSlot();

const started = Date.now();
const beside = Promise.all([
  runPhase("lint", "npm", ["run", "lint"], { quiet: true }),
  runPhase("typecheck", "npm", ["run", "typecheck"], { quiet: true }),
  runPhase("production builds for the browser suite", "npm", ["run", "test:e2e", "--", "--build-only"], {
    quiet: true,
  }),
]);
const vitest = await runPhase(
  "unit and integration (Vitest: jsdom, local stack on PGlite and on PostgreSQL 15)",
  "npm",
  ["run", "test:unit"],
);
const report = [...(await beside), vitest];
printOutputOfFailures(report);
const browser = "browser (Playwright)";
if (report.every(({ status }) => status === "passed")) {
  report.push(await runPhase(browser, "npm", ["run", "test:e2e", "--", "--built"]));
} else report.push({ name: browser, ms: 0, status: "not run" });
printPhaseReport("npm test", started, report);
process.exit(report.every(({ status }) => status === "passed") ? 0 : 1);
