import { describe, expect, it } from "vitest";
import {
  availableSlots,
  isTimeZone,
  localDate,
  parseDate,
  type RepAvailability,
  type WeeklyHours,
} from "./demo-slots.ts";

const weekdays = (start: string, end: string): WeeklyHours[] =>
  ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start, end }));

function rep(overrides: Partial<RepAvailability> = {}): RepAvailability {
  return {
    repId: "rep-a",
    timeZone: "America/New_York",
    hours: weekdays("09:00", "17:00"),
    daysOff: [],
    minimumNoticeMinutes: 0,
    bufferMinutes: 0,
    ...overrides,
  };
}

const longAgo = new Date("2000-01-01T00:00:00Z");
const iso = (date: Date) => date.toISOString();
const startsOf = (slots: Array<{ start: Date }>) => slots.map((slot) => iso(slot.start));

describe("slots from weekly hours", () => {
  it("a New York weekday 09:00–17:00 is 16 half-hour slots, 14:00–22:00 UTC in winter", () => {
    const slots = availableSlots([rep()], [], { from: "2026-12-01", days: 1, timeZone: "America/New_York" }, longAgo);
    expect(slots).toHaveLength(16);
    expect(iso(slots[0].start)).toBe("2026-12-01T14:00:00.000Z");
    expect(iso(slots[15].end)).toBe("2026-12-01T22:00:00.000Z");
    expect(slots[0].repIds).toEqual(["rep-a"]);
  });

  it("no slots at weekends or on a day off", () => {
    const slots = availableSlots(
      [rep({ daysOff: ["2026-12-07"] })],
      [],
      { from: "2026-12-05", days: 3, timeZone: "America/New_York" },
      longAgo,
    );
    expect(slots).toEqual([]);
  });

  it("the visitor's window is in their own time zone: Kolkata's 1 December holds New York's 30 November afternoon", () => {
    const slots = availableSlots([rep()], [], { from: "2026-12-01", days: 1, timeZone: "Asia/Kolkata" }, longAgo);
    // Kolkata 2026-12-01 00:00 = 2026-11-30T18:30Z; New York's Monday hours end at 22:00Z.
    expect(iso(slots[0].start)).toBe("2026-11-30T18:30:00.000Z");
    expect(slots.every((slot) => localDate(slot.start, "Asia/Kolkata") === "2026-12-01")).toBe(true);
  });
});

describe("across daylight-saving changes", () => {
  it.each([
    // New York springs forward on 8 March 2026: 09:00 is 14:00Z on the Friday, 13:00Z on the Monday.
    ["America/New_York", "2026-03-06", "2026-03-06T14:00:00.000Z", "2026-03-09", "2026-03-09T13:00:00.000Z"],
    // …and falls back on 1 November 2026: 13:00Z on the Friday, 14:00Z on the Monday.
    ["America/New_York", "2026-10-30", "2026-10-30T13:00:00.000Z", "2026-11-02", "2026-11-02T14:00:00.000Z"],
    // Berlin: 29 March 2026 (08:00Z → 07:00Z) and 25 October 2026 (07:00Z → 08:00Z).
    ["Europe/Berlin", "2026-03-27", "2026-03-27T08:00:00.000Z", "2026-03-30", "2026-03-30T07:00:00.000Z"],
    ["Europe/Berlin", "2026-10-23", "2026-10-23T07:00:00.000Z", "2026-10-26", "2026-10-26T08:00:00.000Z"],
    // Kolkata keeps +05:30 all year: 03:30Z on both sides of either change elsewhere.
    ["Asia/Kolkata", "2026-03-06", "2026-03-06T03:30:00.000Z", "2026-03-09", "2026-03-09T03:30:00.000Z"],
    ["Asia/Kolkata", "2026-10-30", "2026-10-30T03:30:00.000Z", "2026-11-02", "2026-11-02T03:30:00.000Z"],
  ])("%s: 09:00 on %s is %s, and on %s is %s", (timeZone, before, beforeUtc, after, afterUtc) => {
    const reps = [rep({ timeZone })];
    const first = (from: string) => availableSlots(reps, [], { from, days: 1, timeZone }, longAgo)[0];
    expect(iso(first(before).start)).toBe(beforeUtc);
    expect(iso(first(after).start)).toBe(afterUtc);
    expect(availableSlots(reps, [], { from: after, days: 1, timeZone }, longAgo)).toHaveLength(16);
  });

  it("hours across the night of a change: the hour that does not exist has no slots, the repeated one no double", () => {
    const night = rep({ timeZone: "America/New_York", hours: [{ weekday: 7, start: "00:00", end: "04:00" }] });
    const spring = availableSlots([night], [], { from: "2026-03-08", days: 1, timeZone: "America/New_York" }, longAgo);
    // 02:00–03:00 does not exist: 00:00, 00:30, 01:00, 01:30, 03:00, 03:30 (01:30–02:00 ends at 03:00 wall time, still 30 min).
    expect(spring.map((slot) => slot.end.getTime() - slot.start.getTime()).every((ms) => ms === 30 * 60_000)).toBe(
      true,
    );
    expect(new Set(startsOf(spring)).size).toBe(spring.length);
    const autumn = availableSlots([night], [], { from: "2026-11-01", days: 1, timeZone: "America/New_York" }, longAgo);
    expect(new Set(startsOf(autumn)).size).toBe(autumn.length);
  });
});

describe("notice, buffers and bookings", () => {
  it("nothing sooner than the minimum notice", () => {
    const now = new Date("2026-12-01T15:10:00Z"); // 10:10 in New York
    const slots = availableSlots(
      [rep({ minimumNoticeMinutes: 240 })],
      [],
      { from: "2026-12-01", days: 1, timeZone: "America/New_York" },
      now,
    );
    expect(iso(slots[0].start)).toBe("2026-12-01T19:30:00.000Z"); // 14:30, the first at or after 14:10
  });

  it("a booking takes its slot and, with a buffer, the slots either side", () => {
    const booking = {
      repId: "rep-a",
      start: new Date("2026-12-01T16:00:00Z"),
      end: new Date("2026-12-01T16:30:00Z"),
    };
    const window = { from: "2026-12-01", days: 1, timeZone: "America/New_York" };
    const plain = startsOf(availableSlots([rep()], [booking], window, longAgo));
    expect(plain).not.toContain("2026-12-01T16:00:00.000Z");
    expect(plain).toContain("2026-12-01T15:30:00.000Z");
    const buffered = startsOf(availableSlots([rep({ bufferMinutes: 15 })], [booking], window, longAgo));
    expect(buffered).not.toContain("2026-12-01T15:30:00.000Z");
    expect(buffered).not.toContain("2026-12-01T16:30:00.000Z");
    expect(buffered).toContain("2026-12-01T17:00:00.000Z");
  });

  it("a slot stays open while any rep is free for it, naming who", () => {
    const booking = { repId: "rep-a", start: new Date("2026-12-01T14:00:00Z"), end: new Date("2026-12-01T14:30:00Z") };
    const reps = [rep(), rep({ repId: "rep-b", timeZone: "Europe/Berlin", hours: weekdays("14:00", "18:00") })];
    const slots = availableSlots(reps, [booking], { from: "2026-12-01", days: 1, timeZone: "UTC" }, longAgo);
    const at = (time: string) => slots.find((slot) => iso(slot.start) === time)?.repIds;
    expect(at("2026-12-01T13:00:00.000Z")).toEqual(["rep-b"]);
    expect(at("2026-12-01T14:00:00.000Z")).toEqual(["rep-b"]);
    expect(at("2026-12-01T14:30:00.000Z")).toEqual(["rep-a", "rep-b"]);
    expect(at("2026-12-01T17:30:00.000Z")).toEqual(["rep-a"]);
  });
});

describe("inputs", () => {
  it("dates and time zones", () => {
    expect(parseDate("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDate("2026-02-30")).toBeNull();
    expect(parseDate("26-2-3")).toBeNull();
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
