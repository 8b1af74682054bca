import { ArrowLeft, Icon } from "~/components/ui/icons";
import { Link } from "react-router";
import { departments } from "~/content/careers/departments";
import type { JobSummary } from "~/content/careers/job-index";
import { ApplyNowLink } from "./apply-now-link";
import { JobMeta } from "./job-meta";
import { payRange } from "./job-pay";

/** The facts, the pay, the Apply button and the way back to the department, in a job page's hero. */
export function JobHeroDetails({ job }: { job: JobSummary }) {
  const department = departments.find((d) => d.label === job.category);
  return (
    <>
      <JobMeta job={job} onDark />
      <p className="mt-4 flex items-center gap-2 text-lg font-semibold text-white">
        <Icon
          name="banknote"
          aria-hidden="true"
          className="size-5 shrink-0 text-accent [[data-contrast=high]_&]:text-white"
        />
        <span className="sr-only">Pay: </span>
        {payRange(job.id)}
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        <ApplyNowLink job={job} variant="accent" size="lg" />
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
