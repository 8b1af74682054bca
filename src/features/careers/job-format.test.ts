import { describe, expect, it } from "vitest";
import { formatPostedDate, openPositionsLabel } from "./job-format";

describe("formatPostedDate", () => {
  it("shows posted dates as 'MMM dd, yyyy'", () => {
    expect(formatPostedDate("2026-11-04")).toBe("Nov 04, 2026");
    expect(formatPostedDate("2026-10-22")).toBe("Oct 22, 2026");
  });
});

describe("openPositionsLabel", () => {
  it("uses the singular for one position", () => {
    expect(openPositionsLabel(1)).toBe("1 open position");
  });

  it("uses the plural for zero or several positions", () => {
    expect(openPositionsLabel(0)).toBe("0 open positions");
    expect(openPositionsLabel(6)).toBe("6 open positions");
  });
});
