import { configDefaults, defineConfig } from "vitest/config";
import { pg15Projects } from "./supabase/local/db/pg15-project.ts";
import { iconSprite } from "./scripts/build-steps/icon-sprite.ts";

// Projects: UI tests in jsdom; backend tests (local stack, Edge Function logic) in Node against the
// real local stack started in-process on random ports; "pg15" runs the database-facing backend tests
// (*.pg.test.ts) again on a real PostgreSQL 15 server (pg15-project.ts).
//
// Backend test files share their worker process one after another (isolate: false): modules, the
// compiled PGlite and Deno's warm caches are loaded once per worker instead of once per file. Each
// file still starts its own stack on its own data. A file that changes process-wide state (it sets
// process.env for the Edge Function workers it starts) ends in .isolated.test.ts and gets a process
// of its own.
const ISOLATED = "**/*.isolated.test.ts";

export default defineConfig({
  // Defines the icon sprite's URL, as the build does.
  plugins: [iconSprite()],
  // Import aliases (~/, @rules/) come from tsconfig.json's "paths", their one definition.
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker per core but one; these tests wait on I/O (Deno, SMTP, timers)
    // often enough that one more than the cores keeps a 2-core machine busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          // Each file still gets a fresh module graph and a fresh jsdom, but inside a VM context of a
          // long-lived process rather than a new process per file: jsdom and React load once per
          // worker. The project's CPU time drops from about 130 s to 55 s (its files pass alike
          // under both pools).
          pool: "vmForks",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
          // Above the 20 s bound that findBy*/waitFor use (src/test/setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "stack",
          environment: "node",
          include: ["supabase/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ISOLATED],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "stack (own process)",
          environment: "node",
          include: [ISOLATED],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...pg15Projects(),
    ],
  },
});
