import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { JobPage } from "~/features/careers/job-page";
import { jobEntry, jobIndex, jobPath } from "~/content/careers/job-index";
import { entryMeta } from "~/lib/seo";

// The light index, not jobs.ts: the job's long texts load with the page's lazy sections.
const byPath = (pathname: string) => jobIndex.find((j) => jobPath(j) === pathname.replace(/\/$/, ""));

export const meta = ({ location }: MetaArgs) => {
  const job = byPath(location.pathname);
  return job ? entryMeta(jobEntry(job)) : [];
};

export default function Route() {
  const job = byPath(useLocation().pathname);
  return job ? <JobPage job={job} /> : null;
}
