// The demo slots a visitor may book: computed from each sales rep's weekly hours (in the rep's own
// time zone), days off, minimum notice and buffer between meetings, and the bookings they already
// have. Wall-clock times become instants through @date-fns/tz, so a rep's 09:00 is 09:00 on both
// sides of a daylight-saving change; a slot is free when any rep is free for it (round-robin among
// them is the booking's job, in SQL). Runtime-neutral: Deno runs it, Node tests it.

import { TZDate } from "@date-fns/tz";

export const SLOT_MINUTES = 30;
/** How far ahead a visitor may look: the widest `days` the availability function accepts. */
export const MAX_WINDOW_DAYS = 31;

/** Monday = 1 … Sunday = 7 (ISO 8601), as the admin area and the database store weekly hours. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface WeeklyHours {
  weekday: IsoWeekday;
  /** "HH:MM", the rep's local time; end after start, same day. */
  start: string;
  end: string;
}

export interface RepAvailability {
  repId: string;
  timeZone: string;
  hours: readonly WeeklyHours[];
  /** Local calendar dates ("YYYY-MM-DD") the rep takes no meetings. */
  daysOff: readonly string[];
  minimumNoticeMinutes: number;
  bufferMinutes: number;
}

export interface Booking {
  repId: string;
  start: Date;
  end: Date;
}

export interface Slot {
  start: Date;
  end: Date;
  /** The reps free for it, in the order given. */
  repIds: string[];
}

const MINUTE_MS = 60_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date's parts, or null when it is not one ("2026-02-30" is not). */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : null;
}

export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/** The instant at a wall-clock time of a calendar date in a time zone. */
function instant(date: { year: number; month: number; day: number }, minutes: number, timeZone: string): Date {
  const wall = new TZDate(date.year, date.month - 1, date.day, Math.floor(minutes / 60), minutes % 60, timeZone);
  return new Date(wall.getTime());
}

/** "YYYY-MM-DD" of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

function addDays(date: { year: number; month: number; day: number }, days: number) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const isoWeekday = (date: { year: number; month: number; day: number }): IsoWeekday =>
  (((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1) as IsoWeekday;

const dateKey = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;

/** The window a visitor asked for: `days` calendar days from `from`, in their time zone. */
export interface SlotWindow {
  from: string;
  days: number;
  timeZone: string;
}

/** The instants a window covers: [start, end). */
export function windowBounds(window: SlotWindow): { start: Date; end: Date } {
  const from = parseDate(window.from);
  if (!from) throw new RangeError(`not a date: ${window.from}`);
  return { start: instant(from, 0, window.timeZone), end: instant(addDays(from, window.days), 0, window.timeZone) };
}

/** One rep's free slots that start within [start, end). */
function repSlots(rep: RepAvailability, bookings: readonly Booking[], start: Date, end: Date, now: Date): Date[] {
  const earliest = now.getTime() + rep.minimumNoticeMinutes * MINUTE_MS;
  const buffer = rep.bufferMinutes * MINUTE_MS;
  const busy = bookings.filter((booking) => booking.repId === rep.repId);
  const daysOff = new Set(rep.daysOff);
  const starts: Date[] = [];
  // The rep's local dates that can hold a slot in the window: a day either side for the offsets.
  const first = parseDate(localDate(start, rep.timeZone));
  const last = parseDate(localDate(end, rep.timeZone));
  if (!first || !last) return starts;
  for (let date = addDays(first, -1); dateKey(date) <= dateKey(addDays(last, 1)); date = addDays(date, 1)) {
    if (daysOff.has(dateKey(date))) continue;
    const weekday = isoWeekday(date);
    for (const hours of rep.hours) {
      const from = minutesOf(hours.start);
      const to = minutesOf(hours.end);
      if (hours.weekday !== weekday || from === null || to === null) continue;
      for (let minutes = from; minutes + SLOT_MINUTES <= to; minutes += SLOT_MINUTES) {
        const slotStart = instant(date, minutes, rep.timeZone);
        const slotEnd = instant(date, minutes + SLOT_MINUTES, rep.timeZone);
        // A wall time that a spring-forward skips maps to a shifted instant: not a 30-minute meeting.
        if (slotEnd.getTime() - slotStart.getTime() !== SLOT_MINUTES * MINUTE_MS) continue;
        if (slotStart < start || slotStart >= end || slotStart.getTime() < earliest) continue;
        const clashes = busy.some(
          (booking) =>
            booking.start.getTime() < slotEnd.getTime() + buffer &&
            booking.end.getTime() + buffer > slotStart.getTime(),
        );
        if (!clashes) starts.push(slotStart);
      }
    }
  }
  return starts;
}

/** Every slot some rep is free for, in the window, earliest first. */
export function availableSlots(
  reps: readonly RepAvailability[],
  bookings: readonly Booking[],
  window: SlotWindow,
  now: Date,
): Slot[] {
  const { start, end } = windowBounds(window);
  const byStart = new Map<number, string[]>();
  for (const rep of reps) {
    for (const slotStart of repSlots(rep, bookings, start, end, now)) {
      const repIds = byStart.get(slotStart.getTime()) ?? [];
      if (!repIds.includes(rep.repId)) repIds.push(rep.repId);
      byStart.set(slotStart.getTime(), repIds);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, repIds]) => ({ start: new Date(at), end: new Date(at + SLOT_MINUTES * MINUTE_MS), repIds }));
}
