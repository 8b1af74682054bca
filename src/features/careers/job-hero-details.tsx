import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "react-router";
import { departments } from "~/content/careers/departments";
import type { JobSummary } from "~/content/careers/job-index";
import { ApplyButton } from "./apply-button";
import { JobMeta } from "./job-meta";

/** The facts, the Apply button and the way back to the department, in a job page's hero. */
export function JobHeroDetails({ job }: { job: JobSummary }) {
  const department = departments.find((d) => d.label === job.category);
  return (
    <>
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
    </>
  );
}
