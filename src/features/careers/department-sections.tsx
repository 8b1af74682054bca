import { Section, SectionHeading } from "~/components/ui/section";
import { careersPage, departmentCopy } from "~/content/careers/copy";
import type { DepartmentOption } from "~/content/careers/departments";
import { type JobPosting, jobsInCategory } from "~/content/careers/jobs";
import { DepartmentBenefits } from "./department-benefits";
import { DepartmentWork } from "./department-work";
import { EmptyDepartment } from "./empty-department";
import { JobCard } from "./job-card";

interface DepartmentSectionsProps {
  department: DepartmentOption;
  jobs?: readonly JobPosting[];
}

/** Everything on a department page below the hero: its open positions, benefits and work. */
export function DepartmentSections({ department, jobs = jobsInCategory(department.label) }: DepartmentSectionsProps) {
  const copy = departmentCopy[department.value];
  return (
    <>
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
