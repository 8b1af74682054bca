// Free demo slots as the visitor reads them: grouped by their local day, in the time zone they
// chose. The slots are instants (ISO, UTC); only their grouping and wording depend on the zone.

import { dateInZone } from "~/lib/time-zones";

export { browserTimeZone as detectTimeZone, timeZoneOptions } from "~/lib/time-zones";

/** One free slot as demo-availability answers it. */
export interface Slot {
  start: string;
  end: string;
}

export interface SlotTime extends Slot {
  /** The start as a local time, "9:00 AM". */
  time: string;
}

export interface SlotDay {
  /** The local date, YYYY-MM-DD: a key. */
  date: string;
  /** "Tuesday, December 1". */
  heading: string;
  slots: SlotTime[];
}

// The site is written in US English: its dates and times are too, whatever the browser's language.
const LOCALE = "en-US";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and style: hundreds of slots are formatted on every change of zone. */
function formatter(timeZone: string, style: "heading" | "time" | "range") {
  const key = `${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      heading: { weekday: "long", month: "long", day: "numeric" },
      time: { hour: "numeric", minute: "2-digit" },
      range: { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" },
    };
    format = new Intl.DateTimeFormat(LOCALE, { ...options[style], timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** The local date of an instant in a zone, YYYY-MM-DD. */
export const localDate = dateInZone;

/** The slots by local day in `timeZone`, days and times in order. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const start = new Date(slot.start);
    const date = localDate(start, timeZone);
    let day = days.get(date);
    if (!day) {
      day = { date, heading: formatter(timeZone, "heading").format(start), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ ...slot, time: formatter(timeZone, "time").format(start) });
  }
  return [...days.values()];
}

/** "Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)". */
export function describeSlot(slot: Slot, timeZone: string): string {
  const range = formatter(timeZone, "range").formatRange(new Date(slot.start), new Date(slot.end));
  return `${range} (${timeZone})`;
}
