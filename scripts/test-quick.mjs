// `npm run test:quick`: the inner loop. Lint and typecheck, and beside them the Vitest tests related
// to what changed (since the branch left origin/main, or the uncommitted changes when there is no
// such branch), on PGlite only: no PostgreSQL 15 run, no browser. `--all` runs every Vitest test on
// PGlite instead. `npm test` remains the whole check before a change lands.
import { spawn, spawnSync } from "node:child_process";

const all = process.argv.includes("--all");
const git = (...args) => spawnSync("git", args, { encoding: "utf8" });
const base = git("merge-base", "HEAD", "origin/main").stdout.trim();
const PGLITE_PROJECTS = ["unit", "stack", "stack (own process)"].flatMap((name) => ["--project", name]);
const vitestArgs = [
  "vitest",
  "run",
  ...PGLITE_PROJECTS,
  ...(all ? [] : ["--changed", ...(base ? [base] : []), "--passWithNoTests"]),
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command with its output kept, so two phases running at once do not interleave. */
function runQuietly(name, cmd, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ name, code, output, ms: Date.now() - t0 }));
  });
}

function runLoudly(name, cmd, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { stdio: "inherit" });
    child.on("close", (code) => resolve({ name, code, ms: Date.now() - t0 }));
  });
}

console.log(
  all
    ? "Lint and typecheck, and every Vitest test on PGlite..."
    : `Lint and typecheck, and the Vitest tests related to changes since ${base ? base.slice(0, 12) : "the last commit"}...`,
);
// The same checks as `npm run lint` and `npm run typecheck`, with caches under node_modules/.cache
// (ESLint's, Prettier's and tsc's incremental build info), so only what changed is checked again.
const CACHE = "node_modules/.cache";
const checks = (async () => {
  const eslint = await runQuietly("lint (ESLint)", "npx", [
    "eslint",
    ".",
    "--max-warnings=0",
    "--cache",
    "--cache-location",
    `${CACHE}/eslint/`,
  ]);
  const prettier = await runQuietly("lint (Prettier)", "npx", ["prettier", "--check", ".", "--cache"]);
  const typegen = await runQuietly("typecheck (typegen)", "npx", ["react-router", "typegen"]);
  const tsc = await runQuietly("typecheck (tsc)", "npx", [
    "tsc",
    "--noEmit",
    "--incremental",
    "--tsBuildInfoFile",
    `${CACHE}/tsc/tsbuildinfo`,
  ]);
  return [eslint, prettier, typegen, tsc];
})();
const vitest = await runLoudly(all ? "vitest (all, PGlite)" : "vitest (changed, PGlite)", "npx", vitestArgs);
const results = [...(await checks), vitest];

for (const { name, code, output } of results) {
  if (code !== 0 && output) console.log(`\n--- ${name} failed ---\n${output}`);
}
const failed = results.some(({ code }) => code !== 0);
console.log(`\ntest:quick: ${failed ? "FAILED" : "passed"} in ${seconds(Date.now() - started)}`);
for (const { name, code, ms } of results)
  console.log(`  ${name.padEnd(26)} ${seconds(ms).padStart(8)}  ${code === 0 ? "passed" : "FAILED"}`);
process.exit(failed ? 1 : 0);
