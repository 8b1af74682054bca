import type { PageEntry } from "../site/page-entry";
import { departments, type JobCategory } from "./departments";
// By path, not @rules/: the route table (src/routes.ts) loads this module without the build's aliases.
// eslint-disable-next-line boundaries/no-path-into-supabase -- see above
import { JOB_OPENINGS, type JobOpeningId } from "../../../supabase/functions/_rules/job-openings.ts";

// What page titles, links and the route table need about each job, apart from the long texts in
// jobs.ts, so a job page's first JavaScript stays light: only its lazily loaded sections import jobs.ts.

export interface JobSummary {
  /** URL slug, unique across all jobs: the opening's id in JOB_OPENINGS. */
  id: JobOpeningId;
  title: string;
  category: JobCategory;
  department: string;
  location: string;
  type: "Full-time";
  experience: string;
  /** ISO date (yyyy-mm-dd). */
  postedDate: string;
}

// The fixed list of open positions (spec section 3), newest first: Latest Openings shows the first ones.
export const jobIndex = [
  {
    id: "sales-manager",
    title: JOB_OPENINGS["sales-manager"].title,
    category: "Sales",
    department: "Sales",
    location: "Boston, MA (Hybrid)",
    type: "Full-time",
    experience: "5+ years",
    postedDate: "2026-11-16",
  },
  {
    id: "assistant-administrative",
    title: JOB_OPENINGS["assistant-administrative"].title,
    category: "Administration",
    department: "Operations",
    location: "Boston, MA (On-site)",
    type: "Full-time",
    experience: "2+ years",
    postedDate: "2026-11-12",
  },
  {
    id: "secretary",
    title: JOB_OPENINGS.secretary.title,
    category: "Administration",
    department: "Executive",
    location: "Boston, MA (On-site)",
    type: "Full-time",
    experience: "3+ years",
    postedDate: "2026-11-09",
  },
  {
    id: "cyber-security-engineer",
    title: JOB_OPENINGS["cyber-security-engineer"].title,
    category: "Technical",
    department: "Security Operations",
    location: "Boston, MA (Hybrid)",
    type: "Full-time",
    experience: "3+ years",
    postedDate: "2026-11-04",
  },
  {
    id: "junior-secops-specialist",
    title: JOB_OPENINGS["junior-secops-specialist"].title,
    category: "Technical",
    department: "Technical",
    location: "Boston, MA (On-site)",
    type: "Full-time",
    experience: "2+ years",
    postedDate: "2026-10-29",
  },
  {
    id: "cloud-security-engineer",
    title: JOB_OPENINGS["cloud-security-engineer"].title,
    category: "Technical",
    department: "Cloud Security",
    location: "Boston, MA (Hybrid)",
    type: "Full-time",
    experience: "4+ years",
    postedDate: "2026-10-22",
  },
] as const satisfies readonly JobSummary[];

/** A job's URL slug: jobs.ts keys each job's long texts by it, so a job without them fails the typecheck. */
export type JobId = (typeof jobIndex)[number]["id"];

/** A job's page lives under its department's. */
export function jobPath(job: Pick<JobSummary, "id" | "category">): string {
  const dept = departments.find((d) => d.label === job.category);
  return `${dept?.path ?? "/careers"}/${job.id}`;
}

/** The line above a job's title: its category and department, or the one name when they are the same. */
export function jobEyebrow(job: Pick<JobSummary, "category" | "department">): string {
  return job.category === job.department ? job.category : `${job.category} · ${job.department}`;
}

/** A job's page as <head> and the sitemap see it: a posting's words change only with a new posting date. */
export const jobEntry = (job: JobSummary): PageEntry => ({
  path: jobPath(job),
  title: job.title,
  description: `${job.title} at SentinelForge: ${job.type}, ${job.location}, ${job.experience} of experience. Apply online with your CV, or by email.`,
});
