import { describe, expect, it } from "vitest";
import { hoursByWeekday, repName, upcomingDaysOff } from "./rep-format";
import {
  dayOffProblem,
  dayOffRefusal,
  draftFromRep,
  hoursProblems,
  hoursRefusal,
  keptForBookings,
  settingsFromDraft,
  settingsProblems,
  type SettingsDraft,
} from "./rep-rules";
import type { RepHours } from "./rep-types";

const MONDAY_9_TO_5: RepHours = { weekday: 1, start_time: "09:00:00", end_time: "17:00:00" };
const draft = (change: Partial<SettingsDraft> = {}): SettingsDraft => ({
  timeZone: "America/New_York",
  notice: "4",
  noticeUnit: "hours",
  buffer: "15",
  ...change,
});

describe("a rep's settings", () => {
  it("shows the notice in hours when it is whole hours, in minutes otherwise", () => {
    const rep = { time_zone: "Europe/Paris", buffer_minutes: 15 };
    expect(draftFromRep({ ...rep, minimum_notice_minutes: 240 })).toMatchObject({ notice: "4", noticeUnit: "hours" });
    expect(draftFromRep({ ...rep, minimum_notice_minutes: 90 })).toMatchObject({ notice: "90", noticeUnit: "minutes" });
    expect(draftFromRep({ ...rep, minimum_notice_minutes: 0 })).toMatchObject({ notice: "0", noticeUnit: "minutes" });
  });

  it("stores the notice in minutes, whichever unit it was typed in", () => {
    expect(settingsFromDraft(draft({ notice: " 2 ", buffer: "30 " }))).toEqual({
      time_zone: "America/New_York",
      minimum_notice_minutes: 120,
      buffer_minutes: 30,
    });
    expect(settingsFromDraft(draft({ notice: "45", noticeUnit: "minutes" })).minimum_notice_minutes).toBe(45);
  });

  it("accepts the database's bounds: notice up to 14 days, buffer up to 240 minutes, both from 0", () => {
    expect(settingsProblems(draft({ notice: "336", buffer: "240" }))).toEqual({});
    expect(settingsProblems(draft({ notice: "20160", noticeUnit: "minutes", buffer: "0" }))).toEqual({});
  });

  it("says what to type for an empty, fractional, negative or too large notice", () => {
    expect(settingsProblems(draft({ notice: "" })).notice).toBe("Enter the minimum notice, such as 4 hours.");
    expect(settingsProblems(draft({ notice: "1.5" })).notice).toBe(
      "Enter the minimum notice as a whole number of hours.",
    );
    expect(settingsProblems(draft({ notice: "-5", noticeUnit: "minutes" })).notice).toBe(
      "Enter the minimum notice as a whole number of minutes.",
    );
    expect(settingsProblems(draft({ notice: "337" })).notice).toBe(
      "The minimum notice can be at most 14 days: 336 hours, or 20160 minutes.",
    );
  });

  it("says what to type for an empty, fractional or too large buffer", () => {
    expect(settingsProblems(draft({ buffer: " " })).buffer).toBe("Enter the buffer in minutes, such as 15.");
    expect(settingsProblems(draft({ buffer: "7.5" })).buffer).toBe("Enter the buffer as a whole number of minutes.");
    expect(settingsProblems(draft({ buffer: "241" })).buffer).toBe("The buffer can be at most 240 minutes (4 hours).");
  });
});

describe("a new range of weekly hours", () => {
  it("needs both times, as HH:MM", () => {
    expect(hoursProblems({ weekday: 1, start: "", end: "25:00" }, [])).toEqual({
      start: "Enter a start time, such as 09:00.",
      end: "Enter an end time, such as 17:00.",
    });
  });

  it("ends after it starts", () => {
    expect(hoursProblems({ weekday: 2, start: "12:00", end: "12:00" }, [])).toEqual({
      end: "The end must be after the start (12:00).",
    });
  });

  it("may not overlap another range of the same day, and says which", () => {
    expect(hoursProblems({ weekday: 1, start: "16:00", end: "18:00" }, [MONDAY_9_TO_5])).toEqual({
      start: "This overlaps Monday's 09:00–17:00. Change the times, or remove that range first.",
    });
    expect(hoursProblems({ weekday: 1, start: "08:00", end: "18:00" }, [MONDAY_9_TO_5]).start).toMatch(/overlaps/);
  });

  it("may touch another range, or lie on another day", () => {
    expect(hoursProblems({ weekday: 1, start: "17:00", end: "19:00" }, [MONDAY_9_TO_5])).toEqual({});
    expect(hoursProblems({ weekday: 1, start: "07:00", end: "09:00" }, [MONDAY_9_TO_5])).toEqual({});
    expect(hoursProblems({ weekday: 2, start: "10:00", end: "12:00" }, [MONDAY_9_TO_5])).toEqual({});
  });

  it("puts the database's refusals at the field they are about", () => {
    const wanted = { weekday: 3, start: "09:00", end: "10:00" } as const;
    expect(hoursRefusal({ code: "23505", message: "duplicate key" }, wanted)).toEqual({
      start: "Wednesday already has a range starting at 09:00.",
    });
    expect(hoursRefusal({ code: "23514", message: "check" }, wanted)).toEqual({
      end: "The end must be after the start.",
    });
    expect(hoursRefusal({ code: "P0001", message: "Hours are closed for edits." }, wanted)).toEqual({
      start: "Hours are closed for edits.",
    });
  });

  it("lists every weekday, Monday first, with its ranges in the order of the day", () => {
    const week = hoursByWeekday([
      { weekday: 1, start_time: "13:00:00", end_time: "17:00:00" },
      { weekday: 1, start_time: "09:00:00", end_time: "12:00:00" },
    ]);
    expect(week.map((day) => day.label)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week[0].ranges.map((range) => range.start_time)).toEqual(["09:00:00", "13:00:00"]);
    expect(week[1].ranges).toEqual([]);
  });
});

describe("a day off", () => {
  const rep = { demo_rep_days_off: [{ day: "2026-12-24" }] };

  it("is a date from the rep's today on, not one already off", () => {
    expect(dayOffProblem("", "2026-12-01", rep)).toBe("Enter a date.");
    expect(dayOffProblem("2026-11-30", "2026-12-01", rep)).toBe("Choose today or a later date.");
    expect(dayOffProblem("2026-12-24", "2026-12-01", rep)).toBe("Thu, Dec 24, 2026 is already a day off.");
    expect(dayOffProblem("2026-12-01", "2026-12-01", rep)).toBeUndefined();
  });

  it("says a duplicate the database refused in the same words", () => {
    expect(dayOffRefusal({ code: "23505" }, "2026-12-24")).toBe("Thu, Dec 24, 2026 is already a day off.");
  });

  it("lists the days off from today on, soonest first", () => {
    expect(
      upcomingDaysOff([{ day: "2026-12-31" }, { day: "2026-11-30" }, { day: "2026-12-01" }], "2026-12-01"),
    ).toEqual(["2026-12-01", "2026-12-31"]);
  });
});

describe("a rep", () => {
  it("is named by their address, or said to no longer work on leads", () => {
    const staff = [{ user_id: "6f1a2b3c-0000", email: "ada@example.com" }];
    expect(repName("6f1a2b3c-0000", staff)).toBe("ada@example.com");
    expect(repName("9e8d7c6b-0000", staff)).toBe("Former lead staff 9e8d7c6b");
  });

  it("is kept by the database while bookings name them (a foreign key violation)", () => {
    expect(keptForBookings({ code: "23503", message: "violates foreign key constraint" })).toBe(true);
    expect(keptForBookings({ code: "42501" })).toBe(false);
  });
});
