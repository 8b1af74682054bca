import { ArrowLeft, Briefcase } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { careersPage, departmentCopy } from "~/content/careers";
import type { DepartmentOption } from "~/content/departments";
import { type JobPosting, jobs as allJobs, jobsInCategory } from "~/content/jobs";
import { DepartmentBenefits } from "./department-benefits";
import { DepartmentWork } from "./department-work";
import { EmptyDepartment } from "./empty-department";
import { JobCard } from "./job-card";
import { openPositionsLabel } from "./job-format";

interface DepartmentPageProps {
  department: DepartmentOption;
  /** The department's open jobs; defaults to the fixed list (tests pass [] for the empty state). */
  jobs?: readonly JobPosting[];
}

export function DepartmentPage({ department, jobs = jobsInCategory(department.label, allJobs) }: DepartmentPageProps) {
  const copy = departmentCopy[department.value];
  return (
    <>
      <PageHero eyebrow="Careers" title={`${department.label} positions`} intro={copy.intro}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <p className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/20 bg-white/5 px-4 font-semibold text-white">
            <Briefcase aria-hidden="true" className="size-5 text-accent [[data-contrast=high]_&]:text-white" />
            {openPositionsLabel(jobs.length)} in {department.label}
          </p>
          <Link
            to="/careers"
            className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold text-accent [[data-contrast=high]_&]:text-white underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All departments
          </Link>
        </div>
      </PageHero>
      <Section aria-labelledby="open-positions">
        <div className="container">
          <SectionHeading id="open-positions" eyebrow={department.label} title={careersPage.openPositionsTitle} />
          <div className="mx-auto mt-12 grid max-w-5xl gap-6">
            {jobs.length > 0 ? (
              jobs.map((job) => <JobCard key={job.id} job={job} />)
            ) : (
              <EmptyDepartment department={department} />
            )}
          </div>
        </div>
      </Section>
      <DepartmentBenefits department={department} benefits={copy.benefits} />
      <DepartmentWork whatYouWillDo={copy.whatYouWillDo} techStack={copy.techStack} />
    </>
  );
}
