// Speed to lead: per company week, how many leads arrived, how many were answered (moved out of
// "new"), and how long the median and the slowest tenth waited (lead_response_times(), migration
// 20261128000700_speed_to_lead.sql). Contact within the hour is what wins leads.
import { useQuery } from "@tanstack/react-query";
import { BRAND } from "@rules/brand.ts";
import { getSupabase } from "~/lib/supabase";
import { AdminTable } from "../ui/admin-table";
import { formatWait } from "./speed-to-lead-format";

const WEEKS = 8;

interface WeekRow {
  week_start: string;
  leads: number;
  answered: number;
  median_minutes: number | null;
  p90_minutes: number | null;
}

const COLUMNS = [
  { label: "Week of" },
  { label: "Leads" },
  { label: "Answered" },
  { label: "Median wait" },
  { label: "Slowest tenth", className: "hidden sm:table-cell" },
] as const;

const weekLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function SpeedToLead() {
  const weeks = useQuery({
    queryKey: ["admin", "leads", "speed", WEEKS],
    queryFn: async () => {
      const { data, error } = await (
        await getSupabase()
      ).rpc("lead_response_times", {
        p_time_zone: BRAND.timeZone,
        p_weeks: WEEKS,
      });
      if (error) throw error;
      return (data ?? []) as WeekRow[];
    },
  });
  if (!weeks.data || weeks.data.length === 0) return null;
  return (
    <section aria-labelledby="speed-to-lead-heading" className="space-y-3">
      <h3 id="speed-to-lead-heading" className="font-semibold text-foreground">
        Speed to lead
      </h3>
      <p className="text-sm text-muted-foreground">
        How long leads waited for their first answer (a status change), by week, in the company&apos;s time zone.
      </p>
      <AdminTable caption={`Speed to lead, the last ${WEEKS} weeks`} columns={COLUMNS}>
        {weeks.data.map((week) => (
          <tr key={week.week_start}>
            <th scope="row" className="px-4 py-3 text-left font-medium text-foreground">
              {weekLabel(week.week_start)}
            </th>
            <td className="px-4 py-3">{week.leads}</td>
            <td className="px-4 py-3">{week.answered}</td>
            <td className="px-4 py-3">{formatWait(week.median_minutes)}</td>
            <td className="hidden px-4 py-3 sm:table-cell">{formatWait(week.p90_minutes)}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
