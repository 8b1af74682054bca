import { Download } from "~/components/ui/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { downloadFile, fileDate } from "../download";
import type { LeadFilters } from "./lead-filters";
import { fetchAllLeads, recordLeadExport } from "./leads-api";
import { leadsToCsv } from "./leads-csv";

/** Exports every lead of the current filter (not only the page on screen). */
export function ExportLeadsButton({ filters, disabled }: { filters: LeadFilters; disabled: boolean }) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const leads = await fetchAllLeads(filters);
      // Recorded before the file is handed over: no copy leaves without its audit entry.
      await recordLeadExport(filters, leads.length);
      downloadFile(leadsToCsv(leads), `leads-${fileDate()}.csv`, "text/csv;charset=utf-8");
      toast({
        title: "Leads exported",
        description: `${leads.length} ${leads.length === 1 ? "lead" : "leads"} saved as CSV.`,
      });
    } catch (error) {
      toast({ title: "Export failed", description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={exportCsv} disabled={disabled || busy}>
      <Download aria-hidden="true" className="size-4" />
      {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
