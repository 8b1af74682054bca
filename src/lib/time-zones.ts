// IANA time zones as the browser knows them: the list a time-zone select offers, the browser's own
// zone, and the calendar date an instant falls on in a zone.

/** The browser's time zone, UTC where it names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The zones a select offers, in order: every zone the browser knows, with `current` included even
 * where the list omits it ("UTC", or an older alias such as "Asia/Calcutta").
 */
export function timeZoneOptions(current: string, supported: readonly string[] = supportedTimeZones()): string[] {
  if (!current || supported.includes(current)) return [...supported];
  return [...supported, current].sort();
}

function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a zone, YYYY-MM-DD; a zone the browser does not know counts as UTC. */
export function dateInZone(instant: Date, timeZone: string): string {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    const options = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    dateFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
