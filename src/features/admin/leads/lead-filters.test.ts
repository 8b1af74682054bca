import { describe, expect, it } from "vitest";
import { containsPattern, pageFromParams } from "../list-params";
import { filtersFromParams, localDayStart, withFilter } from "./lead-filters";

describe("lead filters in the URL", () => {
  it("reads known values and ignores anything else", () => {
    const params = new URLSearchParams(
      "type=demo&status=closed&delivery=undelivered&from=2026-01-01&to=nope&q=%20acme%20&page=3",
    );
    expect(filtersFromParams(params)).toEqual({
      kind: "demo",
      status: "closed",
      from: "2026-01-01",
      to: undefined,
      search: "acme",
      delivery: "undelivered",
    });
    expect(pageFromParams(params)).toBe(3);
    expect(filtersFromParams(new URLSearchParams("type=admin&status=lost&delivery=all"))).toEqual({
      kind: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      search: undefined,
      delivery: undefined,
    });
    expect(pageFromParams(new URLSearchParams("page=-2"))).toBe(1);
  });

  it("goes back to page 1 whenever a filter changes, and drops empty filters", () => {
    const next = withFilter(new URLSearchParams("type=demo&page=4"), "type", "");
    expect(next.toString()).toBe("");
    expect(withFilter(new URLSearchParams("page=2"), "status", "new").toString()).toBe("status=new");
  });

  it("turns a local calendar day into the instant it starts, and the next day for an inclusive end", () => {
    expect(localDayStart("2026-03-09")).toBe(new Date(2026, 2, 9).toISOString());
    expect(localDayStart("2026-03-31", 1)).toBe(new Date(2026, 3, 1).toISOString());
  });

  it("searches the text literally: %, _ and backslash are escaped", () => {
    expect(containsPattern("100%_Sure\\")).toBe("%100\\%\\_sure\\\\%");
  });
});
