import { describe, expect, it } from "vitest";
import { meetingTime, repLabel } from "./demo-booking-format";

describe("a booked demo in the admin area", () => {
  it("is shown in the admin's own time zone, start to end", () => {
    const start = new Date(2026, 11, 1, 10, 0).toISOString();
    const end = new Date(2026, 11, 1, 10, 30).toISOString();
    expect(meetingTime(start, end)).toBe("Dec 01, 2026, 10:00–10:30");
  });

  it("names the rep by address, or says they have left", () => {
    const staff = [{ user_id: "u1", email: "rep@example.com" }];
    expect(repLabel("u1", staff)).toBe("rep@example.com");
    expect(repLabel("u2", staff)).toBe("a former rep");
    expect(repLabel("u1", undefined)).toBe("a former rep");
  });
});
