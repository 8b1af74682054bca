import { PageHero } from "~/components/ui/page-hero";
import type { JobPosting } from "~/content/jobs";
export function JobPage({ job }: { job: JobPosting }) {
  return (
    <>
      <PageHero eyebrow="Careers" title={job.title} />
      <div className="container py-16" />
    </>
  );
}
