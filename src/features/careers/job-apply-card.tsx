import { company } from "~/content/company";
import type { JobPosting } from "~/content/careers/jobs";
import { mailtoHref } from "~/lib/mailto";
import { ApplyButton } from "./apply-button";
import { formatPostedDate } from "./job-format";

/** The sticky summary beside a job's details: the facts at a glance and how to apply. */
export function JobApplyCard({ job }: { job: JobPosting }) {
  const facts = [
    { label: "Department", value: job.department },
    { label: "Location", value: job.location },
    { label: "Employment type", value: job.type },
    { label: "Experience", value: job.experience },
    { label: "Posted", value: formatPostedDate(job.postedDate) },
  ];
  return (
    <aside aria-labelledby="apply-heading" className="self-start lg:sticky lg:top-28">
      <div className="rounded-xl border border-border bg-surface p-6 shadow-card hc-border">
        <h2 id="apply-heading" className="text-lg font-semibold text-foreground">
          Interested in this role?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Email your resume to{" "}
          <a href={mailtoHref(company.hrEmail)} className="font-medium text-primary underline underline-offset-4">
            {company.hrEmail}
          </a>
          . Our recruiting team replies to every application.
        </p>
        <ApplyButton job={job} className="mt-5 w-full" />
        <dl className="mt-6 divide-y divide-border border-t border-border text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="flex justify-between gap-4 py-3">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="text-right font-medium text-foreground">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
