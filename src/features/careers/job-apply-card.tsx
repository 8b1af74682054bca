import { company } from "~/content/company";
import type { JobPosting } from "~/content/careers/jobs";
import { ApplyNowLink } from "./apply-now-link";
import { formatPostedDate } from "./job-format";
import { payRange } from "./job-pay";
import { applicationMailto } from "./mail-links";

/** The sticky summary beside a job's details: the facts and the pay at a glance, and how to apply. */
export function JobApplyCard({ job }: { job: JobPosting }) {
  const facts = [
    { label: "Department", value: job.department },
    { label: "Location", value: job.location },
    { label: "Employment type", value: job.type },
    { label: "Experience", value: job.experience },
    { label: "Pay", value: payRange(job.id) },
    { label: "Posted", value: formatPostedDate(job.postedDate) },
  ];
  return (
    <aside
      aria-labelledby="apply-heading"
      className="self-start lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <div className="rounded-xl border border-border bg-surface p-6 shadow-card hc-border">
        <h2 id="apply-heading" className="text-lg font-semibold text-foreground">
          Interested in this role?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Apply with your CV on this page, or email it to{" "}
          <a href={applicationMailto(job)} className="font-medium text-primary underline underline-offset-4">
            {company.hrEmail}
          </a>
          . Our recruiting team replies to every application.
        </p>
        {/* On a phone the form follows this card at once: the button would only jump a few lines. */}
        <ApplyNowLink job={job} className="mt-5 w-full max-lg:hidden" />
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
