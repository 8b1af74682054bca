// The retention purge: the periods of _rules/retention.ts, applied by public.purge_expired_data()
// in one transaction. purge-expired-data runs it daily (Supabase Cron; migration *_retention.sql).

import type { SupabaseClient } from "@supabase/supabase-js";
import { RETENTION } from "@rules/retention.ts";

/** Deletes what is past its retention period; answers how many rows of each table went. */
export async function purgeExpiredData(client: SupabaseClient): Promise<Record<string, number>> {
  const { data, error } = await client.rpc("purge_expired_data", {
    p_lead_months: RETENTION.leads.months,
    p_security_report_months: RETENTION.securityReports.months,
  });
  if (error) throw new Error(`purge_expired_data failed: ${error.message}`);
  return data as Record<string, number>;
}
