// Before each pg15 test file: its in-memory databases become scratch databases on the cluster
// pg15.global-setup.ts started (db.ts SCRATCH_SERVER_ENV); afterwards the worker forgets it.
import { afterAll, inject } from "vitest";
import { SCRATCH_SERVER_ENV } from "./db.ts";

process.env[SCRATCH_SERVER_ENV] = inject("pg15ServerUrl");
afterAll(() => {
  delete process.env[SCRATCH_SERVER_ENV];
});
