import { withdrawPage } from "~/content/careers/withdraw";
import type { LinkedApplication } from "./withdraw-api";

const sentDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** Which application the link is for: the position, and the day it was sent (in the visitor's time zone). */
export function ApplicationSummary({ application }: { application: LinkedApplication }) {
  return (
    <dl className="mt-5 grid gap-4 rounded-lg border border-border bg-surface p-4 hc-border sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <dt className="text-sm text-muted-foreground">{withdrawPage.position}</dt>
        <dd className="mt-0.5 font-semibold text-foreground">{application.jobTitle}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">{withdrawPage.sent}</dt>
        <dd className="mt-0.5 font-semibold text-foreground">
          <time dateTime={application.submittedAt}>{sentDate.format(new Date(application.submittedAt))}</time>
        </dd>
      </div>
    </dl>
  );
}
