import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { JobPage } from "~/features/careers/job-page";
import { jobs, jobPath } from "~/content/jobs";
import { brandTitle, pageMeta } from "~/lib/seo";

const byPath = (pathname: string) => jobs.find((j) => jobPath(j) === pathname.replace(/\/$/, ""));

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
