// Data access for the demo scheduling screen: the reps with their weekly hours and days off (one
// read, embedded through the foreign keys), and each change staff make to them. RLS asks
// staff_can('leads') (migration 20261128001000_demo_booking.sql).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { dateInZone } from "~/lib/time-zones";
import type { DemoRep, IsoWeekday, RepSettings } from "./rep-types";

export const repKeys = { all: ["admin", "demo-reps"] as const };

const REP_COLUMNS =
  "user_id, time_zone, minimum_notice_minutes, buffer_minutes, active, created_at, " +
  "demo_rep_hours(weekday, start_time, end_time), demo_rep_days_off(day)";

const DAY_MS = 86_400_000;

async function fetchReps(): Promise<DemoRep[]> {
  // Days off from yesterday in UTC on: no zone's today is earlier. The screen keeps each rep's own.
  const earliestToday = dateInZone(new Date(Date.now() - DAY_MS), "UTC");
  const { data, error } = await (
    await getSupabase()
  )
    .from("demo_reps")
    .select(REP_COLUMNS)
    .gte("demo_rep_days_off.day", earliestToday)
    .order("created_at")
    .order("user_id");
  if (error) throw error;
  return (data ?? []) as unknown as DemoRep[];
}

export const useDemoReps = () => useQuery({ queryKey: repKeys.all, queryFn: fetchReps });

async function addRep(rep: { user_id: string; time_zone: string }) {
  const { error } = await (await getSupabase()).from("demo_reps").insert(rep);
  if (error) throw error;
}

async function updateRep({ repId, change }: { repId: string; change: Partial<RepSettings & { active: boolean }> }) {
  const { data, error } = await (
    await getSupabase()
  )
    .from("demo_reps")
    .update(change)
    .eq("user_id", repId)
    .select("user_id");
  if (error) throw error;
  if (!data?.length) throw new Error("This rep no longer exists.");
}

/** Refused (23503) while any booking, past or upcoming, names the rep. */
async function removeRep(repId: string) {
  const { error } = await (await getSupabase()).from("demo_reps").delete().eq("user_id", repId);
  if (error) throw error;
}

async function addHours(hours: { rep_id: string; weekday: IsoWeekday; start_time: string; end_time: string }) {
  const { error } = await (await getSupabase()).from("demo_rep_hours").insert(hours);
  if (error) throw error;
}

async function removeHours({ rep_id, weekday, start_time }: { rep_id: string; weekday: number; start_time: string }) {
  const { error } = await (
    await getSupabase()
  )
    .from("demo_rep_hours")
    .delete()
    .eq("rep_id", rep_id)
    .eq("weekday", weekday)
    .eq("start_time", start_time);
  if (error) throw error;
}

async function addDayOff(dayOff: { rep_id: string; day: string }) {
  const { error } = await (await getSupabase()).from("demo_rep_days_off").insert(dayOff);
  if (error) throw error;
}

async function removeDayOff({ rep_id, day }: { rep_id: string; day: string }) {
  const { error } = await (await getSupabase()).from("demo_rep_days_off").delete().eq("rep_id", rep_id).eq("day", day);
  if (error) throw error;
}

/** A change that reads the reps again once it settles. */
function useRepsMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: repKeys.all }) });
}

export const useAddRep = () => useRepsMutation(addRep);
export const useUpdateRep = () => useRepsMutation(updateRep);
export const useRemoveRep = () => useRepsMutation(removeRep);
export const useAddHours = () => useRepsMutation(addHours);
export const useRemoveHours = () => useRepsMutation(removeHours);
export const useAddDayOff = () => useRepsMutation(addDayOff);
export const useRemoveDayOff = () => useRepsMutation(removeDayOff);
