// Demo reps' availability as the admin area reads and writes it (migration
// 20261128001000_demo_booking.sql): each rep's time zone, notice, buffer and whether they take demos,
// their weekly hours (wall-clock times in their zone) and their days off. Leads staff read, add and
// remove all of it, and change a rep's settings.

/** Monday = 1 … Sunday = 7 (ISO 8601), as the database stores weekly hours. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAYS: ReadonlyArray<{ value: IsoWeekday; label: string }> = [
  { value: 1, label: "Monday" },
  { value: 2, label: "Tuesday" },
  { value: 3, label: "Wednesday" },
  { value: 4, label: "Thursday" },
  { value: 5, label: "Friday" },
  { value: 6, label: "Saturday" },
  { value: 7, label: "Sunday" },
];

export const weekdayLabel = (weekday: number) => WEEKDAYS.find((day) => day.value === weekday)?.label ?? "";

/** One range of a weekday's hours; times as Postgres writes them ("09:00:00"). */
export interface RepHours {
  weekday: IsoWeekday;
  start_time: string;
  end_time: string;
}

export interface DemoRep {
  user_id: string;
  time_zone: string;
  minimum_notice_minutes: number;
  buffer_minutes: number;
  active: boolean;
  created_at: string;
  demo_rep_hours: RepHours[];
  /** The rep's days off from about today on (YYYY-MM-DD, in the rep's zone). */
  demo_rep_days_off: Array<{ day: string }>;
}

/** What staff may change of a rep (the columns leads staff may update). */
export type RepSettings = Pick<DemoRep, "time_zone" | "minimum_notice_minutes" | "buffer_minutes">;

/** The database's checks on a rep's settings: notice up to 14 days, buffer up to 4 hours. */
export const NOTICE_MAX_MINUTES = 20_160;
export const BUFFER_MAX_MINUTES = 240;
