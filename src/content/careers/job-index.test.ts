import { describe, expect, it } from "vitest";
import { JOB_OPENINGS } from "@rules/job-openings.ts";
import { jobEntry, jobEyebrow, jobIndex } from "./job-index";

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

describe("jobIndex", () => {
  it("lists every position the application rules accept, and only those", () => {
    expect(jobIndex.map((job) => job.id).sort()).toEqual(Object.keys(JOB_OPENINGS).sort());
  });

  it("describes each job page as one to apply on, with the mail link as the other way", () => {
    for (const job of jobIndex) expect(jobEntry(job).description).toMatch(/Apply online with your CV, or by email\.$/);
  });
});
