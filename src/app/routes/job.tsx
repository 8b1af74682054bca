import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { JobPage } from "~/features/careers/job-page";
import { jobIndex, jobPath } from "~/content/job-index";
import { brandTitle, pageMeta } from "~/lib/seo";

// The light index, not jobs.ts: the job's long texts load with the page's lazy sections.
const byPath = (pathname: string) => jobIndex.find((j) => jobPath(j) === pathname.replace(/\/$/, ""));

export const meta = ({ location }: MetaArgs) => {
  const job = byPath(location.pathname);
  return pageMeta({
    title: brandTitle(job?.title ?? "Careers"),
    description: job
      ? `${job.title} at SentinelForge: ${job.type}, ${job.location}, ${job.experience} of experience. Apply by email.`
      : "",
    path: location.pathname,
  });
};

export default function Route() {
  const job = byPath(useLocation().pathname);
  return job ? <JobPage job={job} /> : null;
}
