import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { company } from "~/content/company";
import { departments } from "~/content/departments";
import { type JobPosting, jobPath } from "~/content/jobs";
import { ApplyButton } from "./apply-button";
import { JobApplyCard } from "./job-apply-card";
import { JobDetailList } from "./job-detail-list";
import { JobMeta } from "./job-meta";
import { jobPostingSchema, serializeJsonLd } from "./job-posting-schema";

/** A prerendered page per job, with JobPosting structured data for job search engines. */
export function JobPage({ job }: { job: JobPosting }) {
  const department = departments.find((d) => d.label === job.category);
  const pageUrl = new URL(jobPath(job), company.siteUrl).toString();
  return (
    <>
      <script
        type="application/ld+json"
        // Data, not code: it is never executed, and "<" is escaped so it cannot close the element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingSchema(job, pageUrl)) }}
      />
      <PageHero eyebrow={`${job.category} · ${job.department}`} title={job.title}>
        <JobMeta job={job} onDark />
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <ApplyButton job={job} variant="accent" size="lg" />
          {department && (
            <Link
              to={department.path}
              className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold text-accent [[data-contrast=high]_&]:text-white underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              All {department.label.toLowerCase()} positions
            </Link>
          )}
        </div>
      </PageHero>
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
        </div>
      </Section>
    </>
  );
}
