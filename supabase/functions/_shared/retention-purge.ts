// The retention purge: the periods of _rules/retention.ts, applied by public.purge_expired_data()
// and public.purge_expired_applications(), each in one transaction. purge-expired-data runs it
// daily (Supabase Cron; migration *_retention.sql). The applications' CVs are objects in a bucket:
// the Storage API deletes them, never SQL, and a sweep deletes any CV whose application is gone
// (a withdrawal or purge whose object removal failed), so none outlives its application by a day.

import type { SupabaseClient } from "@supabase/supabase-js";
import { RETENTION } from "@rules/retention.ts";

const CV_BUCKET = "job-applications";
const LIST_PAGE = 1_000;
const ORPHAN_GRACE_MS = 60 * 60_000;

/** Deletes what is past its retention period; answers how many rows of each table went. */
export async function purgeExpiredData(client: SupabaseClient): Promise<Record<string, number>> {
  const { data, error } = await client.rpc("purge_expired_data", {
    p_lead_months: RETENTION.leads.months,
    p_security_report_months: RETENTION.securityReports.months,
  });
  if (error) throw new Error(`purge_expired_data failed: ${error.message}`);
  return { ...(data as Record<string, number>), ...(await purgeApplications(client)) };
}

/** Expired applications, then their CVs and any CV left without its application. */
async function purgeApplications(client: SupabaseClient): Promise<Record<string, number>> {
  const { data, error } = await client.rpc("purge_expired_applications", {
    p_months: RETENTION.applications.months,
  });
  if (error) throw new Error(`purge_expired_applications failed: ${error.message}`);
  const expired = (data ?? []) as string[];
  const orphans = await orphanedCvs(client);
  const doomed = [...new Set([...expired, ...orphans])];
  for (let start = 0; start < doomed.length; start += LIST_PAGE) {
    const removal = await client.storage.from(CV_BUCKET).remove(doomed.slice(start, start + LIST_PAGE));
    if (removal.error) throw new Error(`removing expired CVs failed: ${removal.error.message}`);
  }
  return { job_applications: expired.length, cv_objects: doomed.length };
}

/**
 * The bucket's objects whose application no longer exists, older than an hour: a CV is stored a
 * moment before its application's row, and that moment must not look like an orphan.
 */
async function orphanedCvs(client: SupabaseClient): Promise<string[]> {
  const settledBefore = Date.now() - ORPHAN_GRACE_MS;
  const names: string[] = [];
  for (let offset = 0; ; offset += LIST_PAGE) {
    const { data, error } = await client.storage.from(CV_BUCKET).list("", { limit: LIST_PAGE, offset });
    if (error) throw new Error(`listing the CVs failed: ${error.message}`);
    for (const object of data ?? []) {
      if (object.created_at && Date.parse(object.created_at) < settledBefore) names.push(object.name);
    }
    if ((data ?? []).length < LIST_PAGE) break;
  }
  const orphans: string[] = [];
  for (let start = 0; start < names.length; start += LIST_PAGE) {
    const page = names.slice(start, start + LIST_PAGE);
    const { data, error } = await client.from("job_applications").select("cv_path").in("cv_path", page);
    if (error) throw new Error(`reading the applications failed: ${error.message}`);
    const kept = new Set(((data ?? []) as Array<{ cv_path: string }>).map((row) => row.cv_path));
    orphans.push(...page.filter((name) => !kept.has(name)));
  }
  return orphans;
}
