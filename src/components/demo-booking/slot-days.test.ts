import { describe, expect, it } from "vitest";
import { describeSlot, groupSlotsByDay, localDate, type Slot } from "./slot-days";

/** ICU separates a range with thin spaces and a time from AM/PM with a narrow one: read as spaces. */
const plain = (text: string) => text.replace(/\s+/g, " ");

const slot = (start: string): Slot => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
});

// Monday 30 November 2026, 16:30 and 23:30 in New York (UTC−5), then Tuesday 09:00.
const LATE_AFTERNOON = slot("2026-11-30T21:30:00.000Z");
const NEAR_MIDNIGHT = slot("2026-12-01T04:30:00.000Z");
const TUESDAY_NINE = slot("2026-12-01T14:00:00.000Z");

describe("groupSlotsByDay", () => {
  it("groups slots by their local day in the zone, with a heading per day and times in order", () => {
    const days = groupSlotsByDay([TUESDAY_NINE, NEAR_MIDNIGHT, LATE_AFTERNOON], "America/New_York");
    expect(days.map((day) => day.date)).toEqual(["2026-11-30", "2026-12-01"]);
    expect(days.map((day) => day.heading)).toEqual(["Monday, November 30", "Tuesday, December 1"]);
    expect(days[0].slots.map((s) => plain(s.time))).toEqual(["4:30 PM", "11:30 PM"]);
    expect(days[1].slots).toEqual([{ ...TUESDAY_NINE, time: expect.stringMatching(/^9:00\sAM$/) }]);
  });

  it("moves a slot to another day in a zone where it falls after midnight", () => {
    const days = groupSlotsByDay([LATE_AFTERNOON, NEAR_MIDNIGHT], "Europe/Berlin");
    expect(days.map((day) => [day.heading, day.slots.map((s) => plain(s.time))])).toEqual([
      ["Monday, November 30", ["10:30 PM"]],
      ["Tuesday, December 1", ["5:30 AM"]],
    ]);
  });

  it("keeps the hours across a daylight-saving change: 09:00 in New York is 13:00 UTC in summer, 14:00 in winter", () => {
    const summer = slot("2026-10-30T13:00:00.000Z");
    const winter = slot("2026-11-02T14:00:00.000Z");
    const days = groupSlotsByDay([summer, winter], "America/New_York");
    expect(days.map((day) => plain(day.slots[0].time))).toEqual(["9:00 AM", "9:00 AM"]);
  });

  it("answers no days for no slots", () => {
    expect(groupSlotsByDay([], "UTC")).toEqual([]);
  });
});

describe("localDate", () => {
  it("is the calendar date in the zone, YYYY-MM-DD", () => {
    expect(localDate(new Date("2026-12-01T04:30:00Z"), "America/New_York")).toBe("2026-11-30");
    expect(localDate(new Date("2026-12-01T04:30:00Z"), "Asia/Kolkata")).toBe("2026-12-01");
  });
});

describe("describeSlot", () => {
  it("reads 'weekday, date, time–time (zone)'", () => {
    expect(plain(describeSlot(TUESDAY_NINE, "America/New_York"))).toBe(
      "Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)",
    );
  });

  it("names both halves of the day when the slot crosses noon", () => {
    expect(plain(describeSlot(slot("2026-12-01T16:45:00.000Z"), "America/New_York"))).toBe(
      "Tuesday, December 1, 11:45 AM – 12:15 PM (America/New_York)",
    );
  });
});
