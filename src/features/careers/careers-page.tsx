import { Briefcase } from "lucide-react";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { careersPage } from "~/content/careers";
import { type JobPosting, jobs as allJobs } from "~/content/jobs";
import { DepartmentCards } from "./department-cards";
import { DepartmentSelect } from "./department-select";
import { openPositionsLabel } from "./job-format";
import { LatestOpenings } from "./latest-openings";

/** /careers. `jobs` is a prop so tests can render other lists than the fixed one. */
export function CareersPage({ jobs = allJobs }: { jobs?: readonly JobPosting[] }) {
  return (
    <>
      <PageHero eyebrow={careersPage.eyebrow} title={careersPage.title} intro={careersPage.intro}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
          <DepartmentSelect />
          <p className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-white/20 bg-white/5 px-4 font-semibold text-white sm:self-auto">
            <Briefcase aria-hidden="true" className="size-5 text-accent [[data-contrast=high]_&]:text-white" />
            {openPositionsLabel(jobs.length)}
          </p>
        </div>
      </PageHero>
      <Section className="bg-surface" aria-labelledby="departments">
        <div className="container">
          <SectionHeading id="departments" title={careersPage.departmentsTitle} intro={careersPage.departmentsIntro} />
          <div className="mt-12">
            <DepartmentCards jobs={jobs} />
          </div>
        </div>
      </Section>
      <LatestOpenings jobs={jobs} />
    </>
  );
}
