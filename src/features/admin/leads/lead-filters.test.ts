import { describe, expect, it } from "vitest";
import { containsPattern, pageFromParams } from "../list-params";
import {
  ATTRIBUTION_FILTER_MAX_LENGTH,
  filtersFromParams,
  hasFilters,
  leadsFilterPath,
  leadsSearchPath,
  localDayStart,
  SEARCH_MAX_LENGTH,
  withFilter,
} from "./lead-filters";

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
      source: undefined,
      campaign: undefined,
    });
    expect(pageFromParams(params)).toBe(3);
    expect(filtersFromParams(new URLSearchParams("type=admin&status=lost&delivery=all"))).toEqual({
      kind: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      search: undefined,
      delivery: undefined,
      source: undefined,
      campaign: undefined,
    });
    expect(pageFromParams(new URLSearchParams("page=-2"))).toBe(1);
  });

  it("reads the source and campaign as typed (trimmed, case kept), and none when blank", () => {
    const filters = filtersFromParams(new URLSearchParams("source=%20LinkedIn%20&campaign=Q4%20SOC%2Fwinter&q=soc"));
    expect(filters).toMatchObject({ source: "LinkedIn", campaign: "Q4 SOC/winter", search: "soc" });
    expect(hasFilters(filters)).toBe(true);
    const blank = filtersFromParams(new URLSearchParams("source=%20%20&campaign="));
    expect(blank).toMatchObject({ source: undefined, campaign: undefined });
    expect(hasFilters(blank)).toBe(false);
    expect(hasFilters(filtersFromParams(new URLSearchParams("campaign=winter-soc")))).toBe(true);
  });

  it("bounds the search, the source and the campaign: a campaign as long as a lead keeps still fits", () => {
    const long = "x".repeat(1000);
    const filters = filtersFromParams(new URLSearchParams({ q: long, source: long, campaign: long }));
    expect(filters.search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(filters.source).toHaveLength(ATTRIBUTION_FILTER_MAX_LENGTH);
    expect(filters.campaign).toHaveLength(ATTRIBUTION_FILTER_MAX_LENGTH);
    expect(ATTRIBUTION_FILTER_MAX_LENGTH).toBe(300);
  });

  it("links to the inbox filtered on one value, encoded", () => {
    expect(leadsFilterPath("campaign", "q4 soc&more")).toBe("/admin?campaign=q4+soc%26more");
    expect(leadsFilterPath("source", "newsletter")).toBe("/admin?source=newsletter");
    expect(leadsSearchPath("acme.com")).toBe("/admin?q=acme.com");
  });

  it("goes back to page 1 whenever a filter changes, and drops empty filters", () => {
    const next = withFilter(new URLSearchParams("type=demo&page=4"), "type", "");
    expect(next.toString()).toBe("");
    expect(withFilter(new URLSearchParams("page=2"), "status", "new").toString()).toBe("status=new");
    expect(withFilter(new URLSearchParams("source=newsletter&page=3"), "campaign", "winter-soc").toString()).toBe(
      "source=newsletter&campaign=winter-soc",
    );
  });

  it("turns a local calendar day into the instant it starts, and the next day for an inclusive end", () => {
    expect(localDayStart("2026-03-09")).toBe(new Date(2026, 2, 9).toISOString());
    expect(localDayStart("2026-03-31", 1)).toBe(new Date(2026, 3, 1).toISOString());
  });

  it("searches the text literally: %, _ and backslash are escaped", () => {
    expect(containsPattern("100%_Sure\\")).toBe("%100\\%\\_sure\\\\%");
  });
});
