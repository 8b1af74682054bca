import { ArrowLeft, Briefcase } from "~/components/ui/icons";
import { Link } from "react-router";
import type { DepartmentOption } from "~/content/careers/departments";
import { type JobPosting, jobsInCategory } from "~/content/careers/jobs";
import { openPositionsLabel } from "./job-format";

interface DepartmentHeroActionsProps {
  department: DepartmentOption;
  jobs?: readonly JobPosting[];
}

/** The department's number of open positions and the way back to all departments, in its hero. */
export function DepartmentHeroActions({
  department,
  jobs = jobsInCategory(department.label),
}: DepartmentHeroActionsProps) {
  return (
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
  );
}
