import { Section, SectionHeading } from "~/components/ui/section";
import { careersPage } from "~/content/careers/copy";
import type { JobPosting } from "~/content/careers/jobs";
import { LATEST_OPENINGS_COUNT } from "~/lib/constants";
import { JobCard } from "./job-card";

export function LatestOpenings({ jobs }: { jobs: readonly JobPosting[] }) {
  const latest = jobs.slice(0, LATEST_OPENINGS_COUNT);
  const remaining = jobs.length - latest.length;
  return (
    <Section aria-labelledby="latest-openings">
      <div className="container">
        <SectionHeading id="latest-openings" title={careersPage.latestTitle} intro={careersPage.latestIntro} />
        <div className="mx-auto mt-12 grid max-w-5xl gap-6">
          {latest.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
        {remaining > 0 && (
          <p className="mt-10 text-center text-lg font-medium text-muted-foreground">
            And {remaining} more positions available...
          </p>
        )}
      </div>
    </Section>
  );
}
