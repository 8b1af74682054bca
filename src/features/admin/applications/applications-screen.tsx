import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { Briefcase } from "~/components/ui/icons";
import { ADMIN_DETAIL_SECTIONS } from "@rules/admin-links.ts";
import { JOB_OPENINGS } from "@rules/job-applications.ts";
import { pageFromParams } from "../list-params";
import { ListPagination } from "../ui/list-pagination";
import { ListState } from "../ui/list-state";
import { ScreenHeader } from "../ui/screen-header";
import { useOpenDetail } from "../ui/use-open-detail";
import { useLiveChanges } from "../use-live-changes";
import { ApplicationDetailDialog } from "./application-detail-dialog";
import { applicationFiltersFromParams, type ApplicationFilters } from "./application-filters";
import { ApplicationFiltersForm } from "./application-filters-form";
import { APPLICATION_STATUS_LABELS, APPLICATIONS_PAGE_SIZE } from "./application-types";
import { applicationKeys, useApplicationsPage } from "./applications-api";
import { ApplicationsTable } from "./applications-table";

const LIVE_TABLES = ["job_applications"];
/** `?application=<id>`, as HR's notification email links it. */
const APPLICATION_PARAM = ADMIN_DETAIL_SECTIONS.applications.param;
const APPLICATION_NOUN = { one: "application", many: "applications" };

/** What the empty list says: nothing yet, or nothing of this position and status. */
function emptyText({ job, status }: ApplicationFilters) {
  if (!job && !status)
    return { title: "No applications yet", text: "Applications sent from the job pages will appear here." };
  const what = [status && APPLICATION_STATUS_LABELS[status].toLowerCase(), "applications"].filter(Boolean).join(" ");
  return {
    title: `No ${what}${job ? ` for ${JOB_OPENINGS[job].title}` : ""}`,
    text: "Choose another position or status, or all of them.",
  };
}

/**
 * HR's pipeline: applications newest first, by position (`?job=`) and status (`?status=`), each
 * moved from new through screening, interview and offer to a decision; `?application=<id>` is the
 * open one (HR's notification email links there). New applications and colleagues' moves appear
 * as they happen.
 */
export function ApplicationsScreen() {
  const [params] = useSearchParams();
  const filters = useMemo(() => applicationFiltersFromParams(params), [params]);
  const page = pageFromParams(params);
  const applications = useApplicationsPage(filters, page);
  const { open: openId, setOpen, returnFocusTo } = useOpenDetail(APPLICATION_PARAM);
  useLiveChanges(LIVE_TABLES, applicationKeys.all);

  return (
    <section aria-labelledby="applications-heading" className="space-y-6">
      <ScreenHeader
        id="applications-heading"
        title="Job applications"
        intro="Applications from the job pages, newest first. Move each one from new through screening, interview and offer to a decision: hired or rejected."
      />
      <ApplicationFiltersForm filters={filters} />
      <ListState
        query={applications}
        what="the applications"
        isEmpty={(data) => data.applications.length === 0}
        empty={{ icon: Briefcase, ...emptyText(filters) }}
      >
        {(data) => (
          <ApplicationsTable applications={data.applications} onOpen={(application) => setOpen(application.id)} />
        )}
      </ListState>
      {applications.data && (
        <ListPagination
          label="Job application pages"
          page={page}
          pageSize={APPLICATIONS_PAGE_SIZE}
          total={applications.data.total}
          noun={APPLICATION_NOUN}
          dropParams={[APPLICATION_PARAM]}
        />
      )}
      {openId && (
        <ApplicationDetailDialog
          key={openId}
          id={openId}
          fromList={applications.data?.applications.find((application) => application.id === openId)}
          onClose={() => setOpen(undefined)}
          returnFocusTo={returnFocusTo}
        />
      )}
    </section>
  );
}
