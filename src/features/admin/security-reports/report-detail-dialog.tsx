import { useId, type RefObject } from "react";
import { Modal } from "~/components/ui/modal";
import { Spinner } from "~/components/ui/spinner";
import { company } from "~/content/company";
import { describeError } from "../admin-errors";
import { leadDateTime } from "../dates";
import { EmailStatusBadge } from "../leads/lead-badges";
import { RESENDABLE_EMAIL_STATUSES } from "../leads/lead-types";
import { Detail } from "../ui/detail";
import { MissingDetail } from "../ui/missing-detail";
import { ReplyByEmail } from "../ui/reply-by-email";
import { ResendEmailsButton } from "../ui/resend-emails-button";
import { SeverityBadge } from "./report-badges";
import { ReportStatusSelect } from "./report-status-select";
import type { SecurityReport, SecurityReportRow } from "./report-types";
import { useReport, useResendReportEmails } from "./reports-api";

interface ReportDetailDialogProps {
  id: string;
  /** The row from the list, shown at once while the whole report loads. */
  fromList?: SecurityReportRow;
  onClose: () => void;
  /** The control that opened it (the row's title), focused again on close. */
  returnFocusTo?: RefObject<HTMLElement>;
}

/** Every field of the report, its status, and the delivery of its acknowledgement and notification. */
export function ReportDetailDialog({ id, fromList, onClose, returnFocusTo }: ReportDetailDialogProps) {
  const query = useReport(id);
  const resend = useResendReportEmails();
  const report: (SecurityReportRow & Partial<SecurityReport>) | undefined = query.data ?? fromList;
  const addressId = useId();

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={report ? report.title : "Security report"}
      description={report && `${report.reference}, received ${leadDateTime(report.created_at)}`}
    >
      {!report && <MissingDetail query={query} what="report" />}
      {report && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ReportStatusSelect report={report} visibleLabel />
            <ReplyByEmail
              email={report.email}
              subject={`${report.reference}: your report to ${company.name}`}
              addressId={addressId}
            />
          </div>
          <dl className="mt-4">
            <Detail term="Reference">
              <span className="font-mono">{report.reference}</span>
            </Detail>
            <Detail term="Reporter">
              {report.full_name ? `${report.full_name} (` : ""}
              <span id={addressId}>{report.email}</span>
              {report.full_name ? ")" : ""}
            </Detail>
            <Detail term="Reported severity">
              <SeverityBadge severity={report.severity} />
            </Detail>
            {query.data && (
              <>
                <Detail term="Affected asset">{query.data.affected_asset ?? "Not given"}</Detail>
                <Detail term="Description">
                  <span className="whitespace-pre-wrap">{query.data.description}</span>
                </Detail>
                <Detail term="Last change">{leadDateTime(query.data.updated_at)}</Detail>
                {query.data.closed_at && <Detail term="Closed">{leadDateTime(query.data.closed_at)}</Detail>}
                <Detail term="Sent from">{query.data.client_ip ?? "Unknown address"}</Detail>
                <Detail term="Browser">{query.data.user_agent ?? "Unknown"}</Detail>
              </>
            )}
            <Detail term="Email delivery">
              <span className="flex flex-wrap items-center gap-3">
                <EmailStatusBadge status={report.email_status} />
                {query.data && (
                  <span>{`${query.data.email_attempts} ${query.data.email_attempts === 1 ? "attempt" : "attempts"}`}</span>
                )}
                {RESENDABLE_EMAIL_STATUSES.includes(report.email_status) && (
                  <ResendEmailsButton name={report.reference} onResend={() => resend.mutateAsync(report.id)} />
                )}
              </span>
              {query.data?.email_error && <span className="mt-1 block text-destructive">{query.data.email_error}</span>}
            </Detail>
          </dl>
          {query.isPending && <Spinner label="Loading the whole report" className="py-6" />}
          {query.isError && (
            <p className="mt-3 text-sm text-destructive">
              Could not load the whole report. {describeError(query.error)}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
