// How reps' availability reads on the demo scheduling screen. Pure, so the wording is tested
// without a browser.
import { format } from "date-fns";
import { WEEKDAYS, type IsoWeekday, type RepHours } from "./rep-types";

/** "09:00" from Postgres's "09:00:00" (or an input's "09:00"). */
export const hhmm = (time: string) => time.slice(0, 5);

/** "09:00–17:00". */
export const rangeLabel = (hours: Pick<RepHours, "start_time" | "end_time">) =>
  `${hhmm(hours.start_time)}–${hhmm(hours.end_time)}`;

/** Every weekday, Monday first, with its ranges in the order of the day. */
export function hoursByWeekday(hours: readonly RepHours[]) {
  return WEEKDAYS.map((day) => ({
    ...day,
    ranges: hours
      .filter((range) => range.weekday === day.value)
      .sort((a, b) => a.start_time.localeCompare(b.start_time)),
  }));
}

/** "Thu, Dec 24, 2026" for "2026-12-24": a calendar date, whatever the admin's zone. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return format(new Date(year, month - 1, date), "EEE, MMM dd, yyyy");
}

/** The days off from `today` on, soonest first. */
export const upcomingDaysOff = (daysOff: ReadonlyArray<{ day: string }>, today: string) =>
  daysOff
    .map((dayOff) => dayOff.day)
    .filter((day) => day >= today)
    .sort();

/** The rep as staff know them: their address, or who they were when they no longer work on leads. */
export const repName = (repId: string, staff: ReadonlyArray<{ user_id: string; email: string }> | undefined) =>
  staff?.find((member) => member.user_id === repId)?.email ?? `Former lead staff ${repId.slice(0, 8)}`;

/** A weekday's ranges that overlap [start, end) ("HH:MM"); ranges that only touch do not. */
export const overlapping = (hours: readonly RepHours[], weekday: IsoWeekday, start: string, end: string) =>
  hours.filter((range) => range.weekday === weekday && hhmm(range.start_time) < end && start < hhmm(range.end_time));
