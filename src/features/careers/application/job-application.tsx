import { applicationForm } from "~/content/careers/application-form";
import type { JobOpeningId } from "@rules/job-applications.ts";
import { JobApplicationForm } from "./job-application-form";

/** The #apply section of a job page (the Apply Now links lead here): its heading, a line, the form. */
export function JobApplication({ job }: { job: { id: JobOpeningId; title: string } }) {
  return (
    <section
      id="apply"
      aria-labelledby="apply-form-heading"
      className="scroll-mt-28 rounded-xl border border-border bg-surface p-5 shadow-card hc-border sm:p-8"
    >
      <h2 id="apply-form-heading" className="text-2xl font-bold tracking-tight text-foreground">
        {applicationForm.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{applicationForm.intro}</p>
      <div className="mt-6">
        <JobApplicationForm job={job} labelledBy="apply-form-heading" />
      </div>
    </section>
  );
}
