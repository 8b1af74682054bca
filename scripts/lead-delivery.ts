// Lead delivery's cron job on a local stack that is not on the default port: seed.sql stores the
// Vault secret project_url for http://127.0.0.1:54321, so a stack elsewhere (tests, the end-to-end
// suite's slots) points the job at itself, and may run it more often than every minute.
import type { Database } from "../supabase/local/db/database.ts";

/**
 * Points lead delivery's cron job (migration *_lead_delivery_schedule.sql) at the stack serving on
 * `apiUrl` through its Vault secret project_url, and, with `everySeconds`, runs it that often.
 */
export async function pointLeadDeliveryAt(db: Database, apiUrl: string, everySeconds?: number): Promise<void> {
  await db.query("update vault.secrets set secret = $1 where name = 'project_url'", [apiUrl]);
  if (everySeconds === undefined) return;
  await db.query("select cron.alter_job(jobid, schedule => $1) from cron.job where jobname = 'deliver-lead-emails'", [
    `${everySeconds} seconds`,
  ]);
}
