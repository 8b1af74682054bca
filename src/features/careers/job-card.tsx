import { ArrowRight, Check } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type JobPosting, jobPath } from "~/content/careers/jobs";
import { JOB_CARD_REQUIREMENTS_SHOWN } from "~/lib/constants";
import { ApplyButton } from "./apply-button";
import { JobMeta } from "./job-meta";

/** A job in a list: the essentials, the first requirements, and the ways to act on it. */
export function JobCard({ job }: { job: JobPosting }) {
  const shown = job.requirements.slice(0, JOB_CARD_REQUIREMENTS_SHOWN);
  const hiddenCount = job.requirements.length - shown.length;
  return (
    <article className="grid gap-8 rounded-xl border border-border bg-background p-6 shadow-card hc-border md:p-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
      <div>
        <Badge>{job.category}</Badge>
        <h3 className="mt-3 text-xl font-semibold tracking-tight text-foreground md:text-2xl">
          <Link to={jobPath(job)} className="rounded-sm hover:text-primary hover:underline underline-offset-4">
            {job.title}
          </Link>
        </h3>
        <JobMeta job={job} className="mt-3" />
        <p className="mt-4 leading-relaxed text-muted-foreground">{job.description}</p>
      </div>
      <div className="flex flex-col border-t border-border pt-6 lg:border-l lg:border-t-0 lg:pl-8 lg:pt-0">
        <p className="text-sm font-semibold text-foreground">Requirements</p>
        <ul className="mt-3 space-y-2.5 text-sm text-muted-foreground">
          {shown.map((requirement) => (
            <li key={requirement} className="flex gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
        {hiddenCount > 0 && (
          <p className="mt-2.5 pl-[1.625rem] text-sm italic text-muted-foreground">...and {hiddenCount} more</p>
        )}
        <div className="mt-6 flex flex-wrap gap-3 lg:mt-auto lg:pt-6">
          <ApplyButton job={job} />
          <Button asChild variant="outline">
            <Link to={jobPath(job)} aria-label={`View details about the ${job.title} role`}>
              View details
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
