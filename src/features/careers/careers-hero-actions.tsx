import { Briefcase } from "~/components/ui/icons";
import { type JobPosting, jobs as allJobs } from "~/content/careers/jobs";
import { DepartmentSelect } from "./department-select";
import { openPositionsLabel } from "./job-format";

/** 'Browse by department' and the number of open positions, in the /careers hero. */
export function CareersHeroActions({ jobs = allJobs }: { jobs?: readonly JobPosting[] }) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
      <DepartmentSelect />
      <p className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-white/20 bg-white/5 px-4 font-semibold text-white sm:self-auto">
        <Briefcase aria-hidden="true" className="size-5 text-accent [[data-contrast=high]_&]:text-white" />
        {openPositionsLabel(jobs.length)}
      </p>
    </div>
  );
}
