// The table `npm test` and `npm run test:quick` end with: each phase, how long it took, how it went.
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `phases`: { name, ms, status } in the order they ran ("not run" phases show no time). */
export function printPhaseReport(title, startedAt, phases) {
  const failed = phases.some(({ status }) => status === "FAILED");
  const width = Math.max(...phases.map(({ name }) => name.length));
  console.log(`\n${title}: ${failed ? "FAILED" : "passed"} in ${seconds(Date.now() - startedAt)}`);
  for (const { name, ms, status } of phases) {
    console.log(`  ${name.padEnd(width)}  ${(status === "not run" ? "" : seconds(ms)).padStart(8)}  ${status}`);
  }
}
