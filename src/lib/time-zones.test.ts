import { describe, expect, it } from "vitest";
import { dateInZone, timeZoneOptions } from "./time-zones";

describe("timeZoneOptions", () => {
  it("offers the zones the browser knows, in their order", () => {
    expect(timeZoneOptions("Europe/Paris", ["America/New_York", "Europe/Paris"])).toEqual([
      "America/New_York",
      "Europe/Paris",
    ]);
  });

  it("keeps a zone the list omits on offer, in alphabetical place", () => {
    expect(timeZoneOptions("UTC", ["America/New_York", "Europe/Paris"])).toEqual([
      "America/New_York",
      "Europe/Paris",
      "UTC",
    ]);
    expect(timeZoneOptions("Asia/Calcutta", ["America/New_York", "Europe/Paris"])).toEqual([
      "America/New_York",
      "Asia/Calcutta",
      "Europe/Paris",
    ]);
  });

  it("defaults to every IANA zone this runtime knows", () => {
    expect(timeZoneOptions("America/New_York")).toContain("Europe/Berlin");
  });
});

describe("dateInZone", () => {
  it("gives the date an instant falls on in the zone, which may differ from UTC's", () => {
    const instant = new Date("2026-12-01T03:30:00Z");
    expect(dateInZone(instant, "UTC")).toBe("2026-12-01");
    expect(dateInZone(instant, "America/New_York")).toBe("2026-11-30");
    expect(dateInZone(instant, "Asia/Tokyo")).toBe("2026-12-01");
  });

  it("counts a zone the browser does not know as UTC", () => {
    expect(dateInZone(new Date("2026-12-01T03:30:00Z"), "Mars/Olympus_Mons")).toBe("2026-12-01");
  });
});
