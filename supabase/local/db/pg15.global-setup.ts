// Once per `pg15` run: start a throwaway PostgreSQL 15 cluster and hand its URL to the test files
// (pg15.setup.ts). Fails, never skips, when the server is missing: pg15-project.ts already
// dropped the project on a developer's machine without it, so reaching here without one means CI.
import type { TestProject } from "vitest/node";
import { openDatabase, SCRATCH_SERVER_ENV } from "./db.ts";
import { hasPostgres15, PG15_BIN_DIR, startPostgresServer } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pg15ServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!hasPostgres15()) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG15_BIN_DIR}: CI must run the pg15 tests ` +
        "(install Debian's postgresql package; .ci/run does).",
    );
  }
  const server = await startPostgresServer();
  try {
    // Roles are cluster-wide: create them once here, so test files opening databases in parallel
    // never race to create the same role. This also fails the run early if a migration does not apply.
    process.env[SCRATCH_SERVER_ENV] = server.url;
    const primed = await openDatabase({});
    await primed.close();
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    // Only pg15's own test files get the server (pg15.setup.ts), never another project's workers.
    delete process.env[SCRATCH_SERVER_ENV];
  }
  project.provide("pg15ServerUrl", server.url);
  return () => server.stop();
}
