import { Section, SectionHeading } from "~/components/ui/section";
import { careersPage } from "~/content/careers/copy";
import { type JobPosting, jobs as allJobs } from "~/content/careers/jobs";
import { DepartmentCards } from "./department-cards";
import { LatestOpenings } from "./latest-openings";

/** Everything on /careers below the hero: the department cards and the latest openings. */
export function CareersSections({ jobs = allJobs }: { jobs?: readonly JobPosting[] }) {
  return (
    <>
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
