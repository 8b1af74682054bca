// The vitest project "pg15": the database-facing test files run a second time, on a throwaway
// PostgreSQL 15 cluster (the engine hosted Supabase runs) instead of PGlite. Each in-memory
// database they open becomes a fresh database on that cluster (db.ts SCRATCH_SERVER_ENV).
// Without the server binaries a developer's run skips it loudly; with CI (or REQUIRE_PG15) set it
// fails instead.
// Which files is a naming convention, never a list: a test file that talks to the database and
// should also run on PostgreSQL 15 ends in .pg.test.ts (PG15_TEST_GLOB). The "stack" project's
// *.test.ts matches them too, so they run on PGlite as well.
import type { TestProjectInlineConfiguration } from "vitest/config";
import { hasPostgres15, PG15_BIN_DIR } from "./postgres-server.ts";

/** The pg15 project's test files, chosen by name: never a hand-kept list. */
export const PG15_TEST_GLOB = "supabase/**/*.pg.test.ts";

const SKIP_REPORTED = "LOCAL_STACK_PG15_SKIP_REPORTED";

/** CI (or REQUIRE_PG15, which .ci/run sets) must run the pg15 tests: a missing server fails them. */
export const pg15Required = () => [process.env.CI, process.env.REQUIRE_PG15].some(isOn);
const isOn = (value?: string) => value !== undefined && !["", "0", "false"].includes(value.toLowerCase());

export function pg15Projects(): TestProjectInlineConfiguration[] {
  if (!hasPostgres15() && !pg15Required()) {
    // Vitest reads its config more than once (and in child processes): say it once.
    if (process.env[SKIP_REPORTED]) return [];
    process.env[SKIP_REPORTED] = "1";
    console.warn(
      `\n[pg15] SKIPPED: no PostgreSQL 15 server in ${PG15_BIN_DIR}, so the migrations and RLS tests ran on ` +
        "PGlite only. Install Debian's postgresql package (apt-get install postgresql) to run them on " +
        "PostgreSQL 15 too. (With CI or REQUIRE_PG15 set, this fails instead of skipping.)\n",
    );
    return [];
  }
  return [
    {
      extends: true,
      test: {
        name: "pg15",
        environment: "node",
        include: [PG15_TEST_GLOB],
        globalSetup: ["./supabase/local/db/pg15.global-setup.ts"],
        setupFiles: ["./supabase/local/db/pg15.setup.ts"],
        // Files share their worker one after another, as in the "stack" project (vitest.config.ts).
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
  ];
}
