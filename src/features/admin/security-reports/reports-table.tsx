import { AdminTable, RowOpenButton } from "../ui/admin-table";
import { leadDate, leadTime } from "../dates";
import { EmailStatusBadge } from "../leads/lead-badges";
import { SeverityBadge } from "./report-badges";
import { ReportStatusSelect } from "./report-status-select";
import type { SecurityReportRow } from "./report-types";

interface ReportsTableProps {
  reports: SecurityReportRow[];
  onOpen: (report: SecurityReportRow) => void;
}

const COLUMNS = [
  { label: "Received", className: "hidden md:table-cell" },
  { label: "Report" },
  { label: "Severity", className: "hidden lg:table-cell" },
  { label: "Email delivery", className: "hidden lg:table-cell" },
  { label: "Status", className: "w-40" },
];

/** The reports. On a phone it keeps two columns (the report, its status); the rest folds into the first. */
export function ReportsTable({ reports, onOpen }: ReportsTableProps) {
  return (
    <AdminTable caption="Security reports, newest first" columns={COLUMNS}>
      {reports.map((report) => (
        <tr key={report.id} className="align-top hover:bg-surface/70">
          <td className="hidden whitespace-nowrap px-4 py-4 md:table-cell">
            <span className="block font-medium text-foreground">{leadDate(report.created_at)}</span>
            <span className="text-muted-foreground">{leadTime(report.created_at)}</span>
          </td>
          <th scope="row" className="px-4 py-4 text-left font-normal">
            <RowOpenButton onClick={() => onOpen(report)}>{report.title}</RowOpenButton>
            <span className="mt-0.5 block font-mono text-xs text-muted-foreground">{report.reference}</span>
            <span className="block text-muted-foreground wrap-anywhere">
              {report.full_name ? `${report.full_name} · ${report.email}` : report.email}
            </span>
            <span className="mt-2 flex flex-wrap items-center gap-2 lg:hidden">
              <SeverityBadge severity={report.severity} />
              <EmailStatusBadge status={report.email_status} />
              <span className="text-xs text-muted-foreground md:hidden">
                {leadDate(report.created_at)}, {leadTime(report.created_at)}
              </span>
            </span>
          </th>
          <td className="hidden px-4 py-4 lg:table-cell">
            <SeverityBadge severity={report.severity} />
          </td>
          <td className="hidden px-4 py-4 lg:table-cell">
            <EmailStatusBadge status={report.email_status} />
          </td>
          <td className="px-4 py-3">
            <ReportStatusSelect report={report} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
