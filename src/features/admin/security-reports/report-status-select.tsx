import { StatusSelect } from "../ui/status-select";
import { useUpdateReportStatus } from "./reports-api";
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type SecurityReportRow } from "./report-types";

interface ReportStatusSelectProps {
  report: Pick<SecurityReportRow, "id" | "reference" | "title" | "status">;
  /** Visible label (detail view) or a screen-reader-only one naming the report (table). */
  visibleLabel?: boolean;
}

/** new → triaged → fixed → closed, one step or several at once (a report fixed on arrival). */
export function ReportStatusSelect({ report, visibleLabel = false }: ReportStatusSelectProps) {
  const update = useUpdateReportStatus();
  return (
    <StatusSelect
      label={visibleLabel ? "Status" : `Status of ${report.reference}`}
      hideLabel={!visibleLabel}
      statuses={REPORT_STATUSES}
      labels={REPORT_STATUS_LABELS}
      value={report.status}
      save={(status) => update.mutateAsync({ id: report.id, status })}
      noun="report"
      subject={`${report.reference}: ${report.title}`}
    />
  );
}
