import { describe, expect, it } from "vitest";
import { jobEyebrow, jobIndex } from "./job-index";

describe("jobEyebrow", () => {
  it('shows the name once when category and department are the same: "Sales", not "Sales · Sales"', () => {
    expect(jobEyebrow({ category: "Sales", department: "Sales" })).toBe("Sales");
    expect(jobEyebrow({ category: "Technical", department: "Technical" })).toBe("Technical");
  });

  it('shows "category · department" when they differ', () => {
    expect(jobEyebrow({ category: "Administration", department: "Operations" })).toBe("Administration · Operations");
    expect(jobEyebrow({ category: "Technical", department: "Security Operations" })).toBe(
      "Technical · Security Operations",
    );
  });

  it("never repeats a word across the dot for any open position", () => {
    for (const job of jobIndex) {
      const [first, second] = jobEyebrow(job).split(" · ");
      expect(first).not.toBe(second);
    }
  });
});
