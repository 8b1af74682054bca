import type { PageEntry } from "../site/page-entry";
import { departments, type JobCategory } from "./departments";

// What page titles, links and the route table need about each job, apart from the long texts in
// jobs.ts, so a job page's first JavaScript stays light: only its lazily loaded sections import jobs.ts.

export interface JobSummary {
  /** URL slug, unique across all jobs. */
  id: string;
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
    title: "Sales Manager",
    category: "Sales",
    department: "Sales",
    location: "Boston, MA (Hybrid)",
    type: "Full-time",
    experience: "5+ years",
    postedDate: "2026-11-16",
  },
  {
    id: "assistant-administrative",
    title: "Assistant Administrative",
    category: "Administration",
    department: "Operations",
    location: "Boston, MA (On-site)",
    type: "Full-time",
    experience: "2+ years",
    postedDate: "2026-11-12",
  },
  {
    id: "secretary",
    title: "Secretary",
    category: "Administration",
    department: "Executive",
    location: "Boston, MA (On-site)",
    type: "Full-time",
    experience: "3+ years",
    postedDate: "2026-11-09",
  },
  {
    id: "cyber-security-engineer",
    title: "Cyber Security Engineer",
    category: "Technical",
    department: "Security Operations",
    location: "Boston, MA (Hybrid)",
    type: "Full-time",
    experience: "3+ years",
    postedDate: "2026-11-04",
  },
  {
    id: "junior-secops-specialist",
    title: "Junior SecOps Specialist",
    category: "Technical",
    department: "Technical",
    location: "Boston, MA (On-site)",
    type: "Full-time",
    experience: "2+ years",
    postedDate: "2026-10-29",
  },
  {
    id: "cloud-security-engineer",
    title: "Cloud Security Engineer",
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
  description: `${job.title} at SentinelForge: ${job.type}, ${job.location}, ${job.experience} of experience. Apply by email.`,
});
