import { useId } from "react";
import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";
import { EmailStatusBadge } from "../leads/lead-badges";
import { EmailItem } from "../leads/lead-delivery";
import type { LeadEmailPurpose } from "../leads/lead-types";
import { useNow } from "../use-now";
import { useApplicationEmails } from "./applications-api";
import type { JobApplicationRow } from "./application-types";

/** An application's two messages (migration 20261128001300_job_applications.sql). */
const PURPOSE_LABELS: Partial<Record<LeadEmailPurpose, string>> = {
  notification: "Notification to HR",
  acknowledgement: "Acknowledgement to the candidate",
};

/**
 * Where the application's two emails stand. Read only: the database offers HR no resend, and the
 * delivery worker retries by itself.
 */
export function ApplicationEmails({ application }: { application: Pick<JobApplicationRow, "id" | "email_status"> }) {
  const headingId = useId();
  const now = useNow();
  const emails = useApplicationEmails(application.id);
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-border pt-5 hc-border">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold text-foreground">
          Email delivery
        </h3>
        <EmailStatusBadge status={application.email_status} />
      </div>
      {emails.isPending && <Spinner label="Loading the emails" className="py-6" />}
      {emails.isError && (
        <p className="mt-3 text-sm text-destructive">Could not load the emails. {describeError(emails.error)}</p>
      )}
      {emails.data?.length === 0 && (
        <p className="mt-3 text-sm text-muted-foreground">No emails are recorded for this application.</p>
      )}
      {emails.data && emails.data.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {emails.data.map((email) => (
            <EmailItem
              key={email.id}
              email={email}
              now={now}
              label={PURPOSE_LABELS[email.purpose]}
              resendable={false}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
