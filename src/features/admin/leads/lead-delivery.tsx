import { useId, type ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";
import { leadDateTime, relativeTime } from "../dates";
import { EmailStatusBadge } from "./lead-badges";
import { useLeadEmails, useResendLeadEmails } from "./lead-emails-api";
import { LEAD_EMAIL_PURPOSE_LABELS, RESENDABLE_EMAIL_STATUSES, type Lead, type LeadEmail } from "./lead-types";
import { ResendEmailsButton } from "../ui/resend-emails-button";
import { useNow } from "../use-now";

/** "in 4 minutes (Nov 24, 2026 at 10:42)": when, both ways; a moment already past is "due now". */
function When({ iso, now, pastText }: { iso: string; now: Date; pastText?: string }) {
  const past = new Date(iso) <= now;
  return (
    <>
      <time dateTime={iso}>{past && pastText ? pastText : relativeTime(iso, now)}</time>{" "}
      <span className="text-muted-foreground">({leadDateTime(iso)})</span>
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </>
  );
}

interface EmailItemProps {
  email: LeadEmail;
  now: Date;
  /** What the message is, when not a lead's ("Notification to HR"). */
  label?: string;
  /** Whether the screen offers to send a given-up message again. */
  resendable?: boolean;
}

/** One outgoing message: what it is, where its delivery stands, and when it is tried next. */
export function EmailItem({ email, now, label, resendable = true }: EmailItemProps) {
  const delivered = email.status === "sent";
  const waiting = email.status === "queued" || email.status === "retrying";
  return (
    <li className="rounded-lg border border-border p-4 hc-border">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-foreground">
          {label ?? LEAD_EMAIL_PURPOSE_LABELS[email.purpose] ?? email.purpose}
        </p>
        <EmailStatusBadge status={email.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm text-foreground">
        <Row term="Attempts">{email.attempts}</Row>
        {delivered && email.sent_at && (
          <Row term="Sent">
            <When iso={email.sent_at} now={now} />
          </Row>
        )}
        {waiting && (
          <Row term="Next try">
            {email.next_attempt_at ? <When iso={email.next_attempt_at} now={now} pastText="due now" /> : "due now"}
          </Row>
        )}
        {/* While sending, next_attempt_at is only the lease of the worker that is sending it. */}
        {email.status === "sending" && <Row term="Next try">now (being sent)</Row>}
        {email.status === "failed" && (
          <Row term="Next try">{resendable ? "None: gave up. Resend to try again." : "None: gave up."}</Row>
        )}
        {email.last_error && (
          <Row term={delivered ? "Earlier error" : "Last error"}>
            <span className={delivered ? "text-muted-foreground" : "text-destructive"}>{email.last_error}</span>
          </Row>
        )}
      </dl>
    </li>
  );
}

/** The lead's outgoing messages (to sales, to the visitor) and where each one's delivery stands. */
export function LeadDelivery({ lead }: { lead: Lead }) {
  const headingId = useId();
  const emails = useLeadEmails(lead.kind, lead.id);
  const resend = useResendLeadEmails();
  const now = useNow();
  const resendable = emails.data
    ? emails.data.filter((email) => RESENDABLE_EMAIL_STATUSES.includes(email.status)).length
    : RESENDABLE_EMAIL_STATUSES.includes(lead.email_status)
      ? 1
      : 0;

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-border pt-5 hc-border">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-foreground">
            Email delivery
          </h3>
          <EmailStatusBadge status={lead.email_status} />
        </div>
        {resendable > 0 && (
          <ResendEmailsButton
            name={lead.full_name}
            count={resendable}
            onResend={() => resend.mutateAsync({ kind: lead.kind, id: lead.id })}
          />
        )}
      </div>
      {emails.isPending && <Spinner label="Loading the emails" className="py-6" />}
      {emails.isError && (
        <p className="mt-3 text-sm text-destructive">Could not load the emails. {describeError(emails.error)}</p>
      )}
      {emails.data?.length === 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          No emails are recorded for this lead.
          {lead.email_error && <span className="mt-1 block text-destructive wrap-anywhere">{lead.email_error}</span>}
        </p>
      )}
      {emails.data && emails.data.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {emails.data.map((email) => (
            <EmailItem key={email.id} email={email} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
