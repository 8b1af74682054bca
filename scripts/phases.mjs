// How `npm test` and `npm run test:quick` run their phases and the table they end with: each phase,
// how long it took, how it went.
import { spawn } from "node:child_process";

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one phase (a command) and resolves with { name, ms, status, output }. With `quiet`, its
 * output is kept rather than shown, so phases running at once do not interleave; `printOutputOfFailures`
 * shows it if the phase failed.
 */
export function runPhase(name, cmd, args, { quiet = false } = {}) {
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

/** The kept output of every quiet phase that failed. */
export function printOutputOfFailures(phases) {
  for (const { name, status, output } of phases) {
    if (status === "FAILED" && output) console.log(`\n--- ${name} failed ---\n${output}`);
  }
}

/** `phases`: { name, ms, status } in the order they ran ("not run" phases show no time). */
export function printPhaseReport(title, startedAt, phases) {
  const failed = phases.some(({ status }) => status === "FAILED");
  const width = Math.max(...phases.map(({ name }) => name.length));
  console.log(`\n${title}: ${failed ? "FAILED" : "passed"} in ${seconds(Date.now() - startedAt)}`);
  for (const { name, ms, status } of phases) {
    console.log(`  ${name.padEnd(width)}  ${(status === "not run" ? "" : seconds(ms)).padStart(8)}  ${status}`);
  }
}
