import { describe, expect, it } from "vitest";
import { JOB_CARD_REQUIREMENTS_SHOWN, TOTAL_JOBS } from "~/lib/constants";
import { jobIndex } from "./job-index";
import { jobPath, jobs, jobsInCategory } from "./jobs";

describe("job postings", () => {
  it("are a fixed list of 6: Sales 1, Administration 2, Technical 3", () => {
    expect(jobs).toHaveLength(TOTAL_JOBS);
    expect(jobsInCategory("Sales")).toHaveLength(1);
    expect(jobsInCategory("Administration")).toHaveLength(2);
    expect(jobsInCategory("Technical")).toHaveLength(3);
  });

  it("include the five named jobs as the spec gives them", () => {
    const summary = jobs.map((j) => [j.title, j.category, j.department, j.experience]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ["Sales Manager", "Sales", "Sales", "5+ years"],
        ["Assistant Administrative", "Administration", "Operations", "2+ years"],
        ["Secretary", "Administration", "Executive", "3+ years"],
        ["Cyber Security Engineer", "Technical", "Security Operations", "3+ years"],
        ["Junior SecOps Specialist", "Technical", "Technical", "2+ years"],
      ]),
    );
  });

  it("have unique URL-slug ids, ISO dates, and more requirements than a card shows", () => {
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(job.postedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.type).toBe("Full-time");
      expect(job.requirements.length).toBeGreaterThan(JOB_CARD_REQUIREMENTS_SHOWN);
      expect(job.responsibilities.length).toBeGreaterThan(0);
      expect(job.benefits.length).toBeGreaterThan(0);
    }
  });

  it("live under their department's path", () => {
    expect(jobPath(jobs.find((j) => j.id === "cyber-security-engineer")!)).toBe(
      "/careers/technical/cyber-security-engineer",
    );
  });

  it("match the light index that page titles and routes use: same jobs, order and facts", () => {
    expect(jobs.map((job) => job.id)).toEqual(jobIndex.map((job) => job.id));
    jobIndex.forEach((summary, index) => expect(jobs[index]).toMatchObject(summary));
  });
});
