import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { jobEyebrow, type JobSummary } from "~/content/careers/job-index";

// Prerendered in full (structured data included); the hero details and the posting hydrate as soon
// as their chunks arrive, so the job's long texts and date formatting stay out of the first JavaScript.
const JobHeroDetails = lazy(() => import("./job-hero-details").then((m) => ({ default: m.JobHeroDetails })));
const JobDetails = lazy(() => import("./job-details").then((m) => ({ default: m.JobDetails })));

/** A prerendered page per job, with JobPosting structured data for job search engines. */
export function JobPage({ job }: { job: JobSummary }) {
  return (
    <>
      <PageHero eyebrow={jobEyebrow(job)} title={job.title}>
        <Suspense fallback={null}>
          <JobHeroDetails job={job} />
        </Suspense>
      </PageHero>
      <Suspense fallback={null}>
        <JobDetails jobId={job.id} />
      </Suspense>
    </>
  );
}
