import type { JobCategory } from "./departments";
import { departments } from "./departments";

export interface JobPosting {
  id: string;
  title: string;
  category: JobCategory;
  department: string;
  location: string;
  type: "Full-time";
  experience: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  postedDate: string;
}

// The fixed list of open positions (filled in by the careers feature).
export const jobs: readonly JobPosting[] = [];

export function jobPath(job: JobPosting): string {
  const dept = departments.find((d) => d.label === job.category);
  return `${dept?.path ?? "/careers"}/${job.id}`;
}
