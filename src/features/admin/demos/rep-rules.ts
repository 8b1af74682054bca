// What the demo scheduling forms check before they write, each problem in a sentence for the field
// it is about, and the database's refusals in the same words. The database's own checks (the
// migration's) stay the authority; these spare staff a round trip and say what to change.
import type { FieldErrors } from "~/lib/field-errors";
import { describeError } from "../admin-errors";
import { dayLabel, hhmm, overlapping, rangeLabel } from "./rep-format";
import {
  BUFFER_MAX_MINUTES,
  NOTICE_MAX_MINUTES,
  weekdayLabel,
  type DemoRep,
  type IsoWeekday,
  type RepHours,
  type RepSettings,
} from "./rep-types";

const WHOLE_NUMBER = /^\d+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;

// Settings -----------------------------------------------------------------------------------------

export type NoticeUnit = "minutes" | "hours";
export type SettingsField = "timeZone" | "notice" | "buffer";

/** The settings form's values as typed. */
export interface SettingsDraft {
  timeZone: string;
  notice: string;
  noticeUnit: NoticeUnit;
  buffer: string;
}

/** A rep's settings as the form shows them: the notice in hours when it is whole hours. */
export function draftFromRep(rep: RepSettings): SettingsDraft {
  const minutes = rep.minimum_notice_minutes;
  const inHours = minutes > 0 && minutes % 60 === 0;
  return {
    timeZone: rep.time_zone,
    notice: String(inHours ? minutes / 60 : minutes),
    noticeUnit: inHours ? "hours" : "minutes",
    buffer: String(rep.buffer_minutes),
  };
}

function noticeProblem(notice: string, unit: NoticeUnit): string | undefined {
  if (notice === "") return "Enter the minimum notice, such as 4 hours.";
  if (!WHOLE_NUMBER.test(notice)) return `Enter the minimum notice as a whole number of ${unit}.`;
  if (Number(notice) * (unit === "hours" ? 60 : 1) > NOTICE_MAX_MINUTES)
    return `The minimum notice can be at most 14 days: ${NOTICE_MAX_MINUTES / 60} hours, or ${NOTICE_MAX_MINUTES} minutes.`;
}

function bufferProblem(buffer: string): string | undefined {
  if (buffer === "") return "Enter the buffer in minutes, such as 15.";
  if (!WHOLE_NUMBER.test(buffer)) return "Enter the buffer as a whole number of minutes.";
  if (Number(buffer) > BUFFER_MAX_MINUTES) return `The buffer can be at most ${BUFFER_MAX_MINUTES} minutes (4 hours).`;
}

/** The settings form's problems, by field; none when it may be saved. */
export function settingsProblems(draft: SettingsDraft): FieldErrors<SettingsField> {
  const problems: FieldErrors<SettingsField> = {};
  if (!draft.timeZone) problems.timeZone = "Choose a time zone.";
  const notice = noticeProblem(draft.notice.trim(), draft.noticeUnit);
  if (notice) problems.notice = notice;
  const buffer = bufferProblem(draft.buffer.trim());
  if (buffer) problems.buffer = buffer;
  return problems;
}

/** The settings to store from a draft without problems. */
export const settingsFromDraft = (draft: SettingsDraft): RepSettings => ({
  time_zone: draft.timeZone,
  minimum_notice_minutes: Number(draft.notice.trim()) * (draft.noticeUnit === "hours" ? 60 : 1),
  buffer_minutes: Number(draft.buffer.trim()),
});

// Weekly hours -------------------------------------------------------------------------------------

export type HoursField = "start" | "end";

export interface HoursDraft {
  weekday: IsoWeekday;
  /** "HH:MM", as a time input gives it ("" while incomplete). */
  start: string;
  end: string;
}

/** A new range's problems: both times, the end after the start, and no overlap with that day's ranges. */
export function hoursProblems(draft: HoursDraft, existing: readonly RepHours[]): FieldErrors<HoursField> {
  const problems: FieldErrors<HoursField> = {};
  if (!TIME.test(draft.start)) problems.start = "Enter a start time, such as 09:00.";
  if (!TIME.test(draft.end)) problems.end = "Enter an end time, such as 17:00.";
  if (problems.start || problems.end) return problems;
  if (draft.end <= draft.start) return { end: `The end must be after the start (${draft.start}).` };
  const [clash] = overlapping(existing, draft.weekday, draft.start, draft.end);
  if (clash)
    return {
      start: `This overlaps ${weekdayLabel(draft.weekday)}'s ${rangeLabel(clash)}. Change the times, or remove that range first.`,
    };
  return {};
}

/** The database's refusal of a new range, at the field it is about. */
export function hoursRefusal(error: unknown, draft: HoursDraft): FieldErrors<HoursField> {
  switch (codeOf(error)) {
    case "23505":
      return { start: `${weekdayLabel(draft.weekday)} already has a range starting at ${hhmm(draft.start)}.` };
    case "23514":
      return { end: "The end must be after the start." };
    default:
      return { start: describeError(error) };
  }
}

// Days off -----------------------------------------------------------------------------------------

/** A new day off's problem: a date, from `today` (the rep's) on, not one already off. */
export function dayOffProblem(day: string, today: string, rep: Pick<DemoRep, "demo_rep_days_off">) {
  if (!DATE.test(day)) return "Enter a date.";
  if (day < today) return "Choose today or a later date.";
  if (rep.demo_rep_days_off.some((dayOff) => dayOff.day === day)) return `${dayLabel(day)} is already a day off.`;
}

/** The database's refusal of a new day off. */
export const dayOffRefusal = (error: unknown, day: string) =>
  codeOf(error) === "23505" ? `${dayLabel(day)} is already a day off.` : describeError(error);

// Removing a rep -----------------------------------------------------------------------------------

/** Whether the database kept the rep because bookings name them (demo_bookings.rep_id restricts). */
export const keptForBookings = (error: unknown) => codeOf(error) === "23503";
