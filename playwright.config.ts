import { defineConfig } from "@playwright/test";
import { E2E_WORKERS, e2eWorkerSlot, localEnv, portsFor } from "./scripts/ports.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

// E2E_WORKERS workers, each against a server of its own (scripts/ports.mjs): the production build
// for its slot (scripts/test-e2e.mjs builds the first and relocates it to the others' origins),
// served as `npm start` serves it, with a throwaway database. A worker's tests run one after another,
// in file order, as they always have; fixtures.ts points each worker's baseURL and `stack` at its
// own server.
const slots = Array.from({ length: E2E_WORKERS }, (_, index) => e2eWorkerSlot(index));

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A failure is a failure: no retries to hide a flaky test.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "off",
  },
  webServer: slots.map((slot) => ({
    // Generous auth and lead rate limits: the suite signs up many users and sends many leads from
    // 127.0.0.1 within minutes.
    // A short recent sign-in window: one test waits it out to reach the emailed reauthentication code.
    command:
      "npx tsx scripts/start.ts --fresh-db --generous-auth-limits --generous-lead-limits --short-recent-sign-in --fast-lead-delivery",
    url: `http://127.0.0.1:${portsFor(slot).site}`,
    env: localEnv(process.env, slot) as Record<string, string>,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
