import { lazy, Suspense } from "react";
import { Section } from "~/components/ui/section";
import { company } from "~/content/company";
import { jobPath, jobs } from "~/content/careers/jobs";
import { JobApplyCard } from "./job-apply-card";
import { JobDetailList } from "./job-detail-list";
import { jobPostingSchema, serializeJsonLd } from "./job-posting-schema";

// Prerendered with the rest; its code (the form, its rules and texts) hydrates in a chunk of its own.
const JobApplication = lazy(() => import("./application/job-application").then((m) => ({ default: m.JobApplication })));

/**
 * A job's full posting below the hero, with its structured data (prerendered into the raw HTML); the
 * summary card beside it (below it on a phone), and the application form under the posting.
 */
export function JobDetails({ jobId }: { jobId: string }) {
  const job = jobs.find((j) => j.id === jobId);
  if (!job) return null;
  const pageUrl = new URL(jobPath(job), company.siteUrl).toString();
  return (
    <>
      <script
        type="application/ld+json"
        // Data, not code: it is never executed, and "<" is escaped so it cannot close the element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingSchema(job, pageUrl)) }}
      />
      <Section>
        <div className="container grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-12">
            <section aria-labelledby="about-the-role">
              <h2 id="about-the-role" className="text-2xl font-bold tracking-tight text-foreground">
                About the role
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{job.description}</p>
            </section>
            <JobDetailList id="requirements" title="Requirements" items={job.requirements} />
            <JobDetailList id="responsibilities" title="Responsibilities" items={job.responsibilities} />
            <JobDetailList id="role-benefits" title="Benefits" items={job.benefits} />
          </div>
          <JobApplyCard job={job} />
          <Suspense fallback={null}>
            <JobApplication job={job} />
          </Suspense>
        </div>
      </Section>
    </>
  );
}
