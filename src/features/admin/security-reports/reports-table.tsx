import { leadDate, leadTime } from "../dates";
import { EmailStatusBadge } from "../leads/lead-badges";
import { SeverityBadge } from "./report-badges";
import { ReportStatusSelect } from "./report-status-select";
import type { SecurityReportRow } from "./report-types";

interface ReportsTableProps {
  reports: SecurityReportRow[];
  onOpen: (report: SecurityReportRow) => void;
}

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";

/** The reports. On a phone it keeps two columns (the report, its status); the rest folds into the first. */
export function ReportsTable({ reports, onOpen }: ReportsTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-background shadow-card hc-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Security reports, newest first</caption>
        <thead className="border-b border-border bg-surface hc-border">
          <tr>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Received
            </th>
            <th scope="col" className={th}>
              Report
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Severity
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Email delivery
            </th>
            <th scope="col" className={`${th} w-40`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {reports.map((report) => (
            <tr key={report.id} className="align-top hover:bg-surface/70">
              <td className="hidden whitespace-nowrap px-4 py-4 md:table-cell">
                <span className="block font-medium text-foreground">{leadDate(report.created_at)}</span>
                <span className="text-muted-foreground">{leadTime(report.created_at)}</span>
              </td>
              <th scope="row" className="px-4 py-4 text-left font-normal">
                <button
                  type="button"
                  onClick={() => onOpen(report)}
                  className="-mx-1 rounded px-1 text-left text-base font-semibold text-primary wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  <span className="sr-only">View </span>
                  {report.title}
                </button>
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
        </tbody>
      </table>
    </div>
  );
}
