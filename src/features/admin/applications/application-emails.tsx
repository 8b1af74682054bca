import { useId } from "react";
import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";
import { EmailStatusBadge } from "../leads/lead-badges";
import { EmailItem } from "../leads/lead-delivery";
import { type LeadEmailPurpose, RESENDABLE_EMAIL_STATUSES } from "../leads/lead-types";
import { ResendEmailsButton } from "../ui/resend-emails-button";
import { useNow } from "../use-now";
import { useApplicationEmails, useResendApplicationEmails } from "./applications-api";
import type { JobApplicationRow } from "./application-types";

/** An application's two messages (migration 20261128001300_job_applications.sql). */
const PURPOSE_LABELS: Partial<Record<LeadEmailPurpose, string>> = {
  notification: "Notification to HR",
  acknowledgement: "Acknowledgement to the candidate",
};

/**
 * Where the application's two emails stand; the delivery worker retries by itself, and HR can
 * send again what gave up (resend_application_emails, migration 20261128001400).
 */
export function ApplicationEmails({
  application,
}: {
  application: Pick<JobApplicationRow, "id" | "email_status" | "full_name">;
}) {
  const headingId = useId();
  const now = useNow();
  const emails = useApplicationEmails(application.id);
  const resend = useResendApplicationEmails();
  const resendable = (emails.data ?? []).filter((email) => RESENDABLE_EMAIL_STATUSES.includes(email.status)).length;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-border pt-5 hc-border">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-foreground">
            Email delivery
          </h3>
          <EmailStatusBadge status={application.email_status} />
        </div>
        {resendable > 0 && (
          <ResendEmailsButton
            name={application.full_name}
            count={resendable}
            onResend={() => resend.mutateAsync(application.id)}
          />
        )}
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
            <EmailItem key={email.id} email={email} now={now} label={PURPOSE_LABELS[email.purpose]} />
          ))}
        </ul>
      )}
    </section>
  );
}
