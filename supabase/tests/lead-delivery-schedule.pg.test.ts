// Lead delivery's schedule under the real pg_cron: on a PostgreSQL 15 cluster with Debian's
// postgresql-15-cron preloaded (the version hosted Supabase's predates), the migrations register
// the job with pg_cron's own launcher running, and the job's command, run as pg_cron runs it,
// reaches deliver-lead-emails through pg_net with the Vault secrets. PGlite has no real pg_cron,
// so this runs in the pg15 project only; the emulated scheduler is proved on both engines by
// supabase/local/other-project.test.ts and the lead delivery tests.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCRATCH_SERVER_ENV } from "../local/db/db.ts";
import { pg15Required } from "../local/db/pg15-project.ts";
import { PG15_BIN_DIR, type PostgresServer, startPostgresServer } from "../local/db/postgres-server.ts";
import type { LocalStack } from "../local/start.ts";
import { startTestStack } from "../local/testing.ts";
import { deliverLeadEmailsNow } from "../functions/_tests/lead-stack.ts";
import { pointLeadDeliveryAt } from "../../scripts/lead-delivery.ts";

const onPostgresServer = Boolean(process.env[SCRATCH_SERVER_ENV]);
// Debian's postgresql-15-cron; CI installs it, so there its absence fails the test (no skip).
const hasRealPgCron = existsSync(join(PG15_BIN_DIR, "..", "lib", "pg_cron.so")) || pg15Required();
if (onPostgresServer && !hasRealPgCron) {
  console.warn("[pg15] SKIPPED the real pg_cron test: install postgresql-15-cron to run it.");
}

describe.runIf(onPostgresServer && hasRealPgCron)("under PostgreSQL 15's real pg_cron", () => {
  let server: PostgresServer;
  let stack: LocalStack;

  beforeAll(async () => {
    server = await startPostgresServer(undefined, { realPgCron: true });
    stack = await startTestStack({ databaseUrl: server.url });
    await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl);
  });
  afterAll(async () => {
    await stack?.stop();
    await server?.stop();
  });

  it("registers deliver-lead-emails every minute with pg_cron's launcher running", async () => {
    const extension = await stack.ctx.db.query("select extversion from pg_extension where extname = 'pg_cron'");
    expect(extension.rows).toEqual([{ extversion: "1.4-1" }]);
    const launcher = await stack.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'pg_cron launcher'",
    );
    expect(launcher.rows[0].n).toBe(1);
    const job = await stack.ctx.db.query(
      "select schedule, command, active from cron.job where jobname = 'deliver-lead-emails'",
    );
    expect(job.rows).toEqual([
      { schedule: "* * * * *", command: "select public.invoke_lead_delivery()", active: true },
    ]);
  });

  it("runs the job's command through pg_net to the worker, which answers", async () => {
    expect(await deliverLeadEmailsNow(stack)).toEqual({
      claimed: 0,
      sent: 0,
      retrying: 0,
      failed: 0,
      webhooks: { claimed: 0, delivered: 0, retrying: 0, failed: 0 },
    });
  });
});
