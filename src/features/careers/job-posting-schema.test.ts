import { describe, expect, it } from "vitest";
import { jobPath, jobs } from "~/content/careers/jobs";
import { JOB_OPENINGS, PAY_CURRENCY } from "@rules/job-applications.ts";
import { jobPostingSchema } from "./job-posting-schema";

const schemaOf = (job: (typeof jobs)[number]) => jobPostingSchema(job, `https://example.com${jobPath(job)}`);

describe("the JobPosting structured data", () => {
  it("gives every job its base pay range as Google's baseSalary: a MonetaryAmount of a yearly QuantitativeValue", () => {
    for (const job of jobs) {
      const { pay } = JOB_OPENINGS[job.id];
      expect(schemaOf(job).baseSalary, job.id).toEqual({
        "@type": "MonetaryAmount",
        currency: PAY_CURRENCY,
        value: { "@type": "QuantitativeValue", minValue: pay.min, maxValue: pay.max, unitText: "YEAR" },
      });
      expect(pay.min).toBeLessThan(pay.max);
    }
  });

  it("says the posting's page takes applications directly (directApply: true)", () => {
    for (const job of jobs) expect(schemaOf(job).directApply, job.id).toBe(true);
  });

  it("states the currency as an ISO 4217 code and the pay as plain numbers, as the data type asks", () => {
    const { baseSalary } = schemaOf(jobs[0]);
    expect(baseSalary.currency).toMatch(/^[A-Z]{3}$/);
    expect(Number.isInteger(baseSalary.value.minValue) && Number.isInteger(baseSalary.value.maxValue)).toBe(true);
  });
});
