import { JOB_OPENINGS, type JobOpeningId, PAY_CURRENCY } from "@rules/job-openings.ts";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: PAY_CURRENCY, maximumFractionDigits: 0 });

/** A job's yearly base pay range, as the page states it: "$115,000 – $145,000 a year". */
export function payRange(jobId: JobOpeningId): string {
  const { min, max } = JOB_OPENINGS[jobId].pay;
  return `${money.format(min)} – ${money.format(max)} a year`;
}
