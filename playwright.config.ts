import { defineConfig } from "@playwright/test";
import { buildDir, localEnv, ports } from "./scripts/ports.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/${buildDir}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "off",
  },
  webServer: {
    // The production build, served as `npm start` serves it, with a throwaway database.
    // Generous auth rate limits: the suite signs up many users from 127.0.0.1 within minutes.
    // A short recent sign-in window: one test waits it out to reach the emailed reauthentication code.
    command: "npx tsx scripts/start.ts --fresh-db --generous-auth-limits --short-recent-sign-in",
    url: `http://127.0.0.1:${ports.site}`,
    env: localEnv() as Record<string, string>,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
