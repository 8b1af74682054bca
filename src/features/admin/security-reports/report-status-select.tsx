import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { StatusSelect } from "../ui/status-select";
import { useUpdateReportStatus } from "./reports-api";
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus, type SecurityReportRow } from "./report-types";

interface ReportStatusSelectProps {
  report: Pick<SecurityReportRow, "id" | "reference" | "title" | "status">;
  /** Visible label (detail view) or a screen-reader-only one naming the report (table). */
  visibleLabel?: boolean;
}

/** new → triaged → fixed → closed, one step or several at once (a report fixed on arrival). */
export function ReportStatusSelect({ report, visibleLabel = false }: ReportStatusSelectProps) {
  const update = useUpdateReportStatus();
  const shown = update.isPending ? update.variables.status : report.status;

  function change(status: ReportStatus) {
    update.mutate(
      { id: report.id, status },
      {
        onSuccess: () =>
          toast({
            title: `Report marked ${REPORT_STATUS_LABELS[status].toLowerCase()}`,
            description: `${report.reference}: ${report.title}`,
          }),
        onError: (error) =>
          toast({ title: "Could not update the report", description: describeError(error), variant: "destructive" }),
      },
    );
  }

  return (
    <StatusSelect
      label={visibleLabel ? "Status" : `Status of ${report.reference}`}
      hideLabel={!visibleLabel}
      statuses={REPORT_STATUSES}
      labels={REPORT_STATUS_LABELS}
      value={shown}
      pending={update.isPending}
      onChange={change}
    />
  );
}
