import { ShieldCheck } from "~/components/ui/icons";
import { useSearchParams } from "react-router";
import { ListPagination } from "../ui/list-pagination";
import { ListState } from "../ui/list-state";
import { oneOf, pageFromParams } from "../list-params";
import { StatusFilter } from "../ui/status-filter";
import { useOpenDetail } from "../ui/use-open-detail";
import { ADMIN_DETAIL_SECTIONS } from "@rules/admin-links.ts";
import { ScreenHeader } from "../ui/screen-header";
import { useLiveChanges } from "../use-live-changes";
import { ReportDetailDialog } from "./report-detail-dialog";
import { REPORT_STATUS_LABELS, REPORT_STATUSES, REPORTS_PAGE_SIZE } from "./report-types";
import { ReportsTable } from "./reports-table";
import { reportKeys, useReportsPage } from "./reports-api";

const LIVE_TABLES = ["security_reports"];
const REPORT_NOUN = { one: "report", many: "reports" };

/** Vulnerability reports from /security, newest first: `?status=` filters, `?report=<id>` is the open one. */
export function SecurityReportsScreen() {
  const [params] = useSearchParams();
  const status = oneOf(REPORT_STATUSES, params.get("status"));
  const page = pageFromParams(params);
  const reports = useReportsPage(status, page);
  const { open: openId, setOpen, returnFocusTo } = useOpenDetail(ADMIN_DETAIL_SECTIONS.securityReports.param);
  useLiveChanges(LIVE_TABLES, reportKeys.all);

  return (
    <section aria-labelledby="reports-heading" className="space-y-6">
      <ScreenHeader
        id="reports-heading"
        title="Security reports"
        intro="Vulnerability reports from the security page, newest first. Move each one from new to triaged, fixed and closed."
      />
      <div className="rounded-xl border border-border bg-surface p-4 hc-border sm:max-w-xs">
        <StatusFilter statuses={REPORT_STATUSES} labels={REPORT_STATUS_LABELS} value={status} />
      </div>
      <ListState
        query={reports}
        what="the security reports"
        isEmpty={(data) => data.reports.length === 0}
        empty={{
          icon: ShieldCheck,
          title: status ? `No ${REPORT_STATUS_LABELS[status].toLowerCase()} reports` : "No reports yet",
          text: status
            ? "Choose another status, or all statuses."
            : "Reports sent through the security page will appear here.",
        }}
      >
        {(data) => <ReportsTable reports={data.reports} onOpen={(report) => setOpen(report.id)} />}
      </ListState>
      {reports.data && (
        <ListPagination
          label="Security report pages"
          page={page}
          pageSize={REPORTS_PAGE_SIZE}
          total={reports.data.total}
          noun={REPORT_NOUN}
          dropParams={["report"]}
        />
      )}
      {openId && (
        <ReportDetailDialog
          key={openId}
          id={openId}
          fromList={reports.data?.reports.find((report) => report.id === openId)}
          onClose={() => setOpen(undefined)}
          returnFocusTo={returnFocusTo}
        />
      )}
    </section>
  );
}
