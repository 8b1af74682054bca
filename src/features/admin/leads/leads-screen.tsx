import { Inbox } from "~/components/ui/icons";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ScreenHeader } from "../ui/screen-header";
import { useLiveChanges } from "../use-live-changes";
import { ExportLeadsButton } from "./export-leads-button";
import { LeadDetailDialog } from "./lead-detail-dialog";
import { pageFromParams } from "../list-params";
import { useOpenDetail } from "../ui/use-open-detail";
import { ListPagination } from "../ui/list-pagination";
import { ListState } from "../ui/list-state";
import { filtersFromParams, hasFilters, LEADS_PAGE_SIZE } from "./lead-filters";
import { LeadFiltersForm } from "./lead-filters-form";
import { LEAD_TABLES, type Lead } from "./lead-types";
import { ADMIN_DETAIL_SECTIONS, leadDetailValue, parseLeadDetailValue } from "@rules/admin-links.ts";
import { leadKeys, useLeadsPage } from "./leads-api";
import { leadKey, LeadsTable } from "./leads-table";
import { BulkStatusBar } from "./bulk-status-bar";
import { NewTodayLink } from "./new-today-link";
import { UndeliveredEmailsNotice } from "./undelivered-emails-notice";
import { SpeedToLead } from "./speed-to-lead";
import { UpcomingDemos } from "./upcoming-demos";

const LIVE_TABLES = Object.values(LEAD_TABLES);
const LEAD_NOUN = { one: "lead", many: "leads" };

/** `?lead=contact-<uuid>`: the open lead, so a detail view can be linked and survives reloads. */
export function LeadsScreen() {
  const [params] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const page = pageFromParams(params);
  const leads = useLeadsPage(filters, page);
  const detail = useOpenDetail(ADMIN_DETAIL_SECTIONS.leads.param);
  const openLead = parseLeadDetailValue(detail.open);
  useLiveChanges(LIVE_TABLES, leadKeys.all);

  const setOpenLead = (lead: Pick<Lead, "kind" | "id"> | undefined) =>
    detail.setOpen(lead && leadDetailValue(lead.kind, lead.id));

  // Ticked rows belong to the page and filters they were ticked on.
  const view = JSON.stringify([filters, page]);
  const [selection, setSelection] = useState<{ view: string; keys: ReadonlySet<string> }>({ view, keys: new Set() });
  const selected = selection.view === view ? selection.keys : new Set<string>();
  const select = (rows: readonly Lead[], on: boolean) => {
    const keys = new Set(selected);
    for (const row of rows) {
      if (on) keys.add(leadKey(row));
      else keys.delete(leadKey(row));
    }
    setSelection({ view, keys });
  };
  const selectedLeads = leads.data?.leads.filter((lead) => selected.has(leadKey(lead))) ?? [];

  return (
    <section aria-labelledby="leads-heading" className="space-y-4 sm:space-y-6">
      <ScreenHeader
        id="leads-heading"
        title="Leads"
        intro="Demo requests and contact messages, newest first. New leads appear here as they arrive."
        introOnPhone={false}
        action={
          <>
            <NewTodayLink />
            <ExportLeadsButton filters={filters} disabled={!leads.data || leads.data.total === 0} />
          </>
        }
      />
      <UndeliveredEmailsNotice />
      <UpcomingDemos />
      <LeadFiltersForm />
      <ListState
        query={leads}
        what="the leads"
        isEmpty={(data) => data.leads.length === 0}
        empty={
          hasFilters(filters)
            ? {
                icon: Inbox,
                title: "No leads match these filters",
                text: "Try a wider date range or clear the filters.",
              }
            : { icon: Inbox, title: "No leads yet", text: "Demo requests and contact messages will appear here." }
        }
      >
        {(data) => (
          <>
            <LeadsTable leads={data.leads} onOpen={setOpenLead} selected={selected} onSelect={select} />
            <BulkStatusBar selected={selectedLeads} onClear={() => setSelection({ view, keys: new Set() })} />
          </>
        )}
      </ListState>
      {leads.data && (
        <ListPagination
          label="Leads pages"
          page={page}
          pageSize={LEADS_PAGE_SIZE}
          total={leads.data.total}
          noun={LEAD_NOUN}
          // The open lead belongs to the page it was opened from.
          dropParams={[ADMIN_DETAIL_SECTIONS.leads.param]}
        />
      )}
      <SpeedToLead />
      {openLead && (
        <LeadDetailDialog
          key={`${openLead.kind}-${openLead.id}`}
          {...openLead}
          fromList={leads.data?.leads.find((lead) => lead.kind === openLead.kind && lead.id === openLead.id)}
          onClose={() => setOpenLead(undefined)}
          returnFocusTo={detail.returnFocusTo}
        />
      )}
    </section>
  );
}
