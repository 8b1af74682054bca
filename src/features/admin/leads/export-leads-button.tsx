import { Download } from "~/components/ui/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import type { LeadFilters } from "./lead-filters";
import { fetchAllLeads } from "./leads-api";
import { leadsToCsv } from "./leads-csv";

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: the click's download has taken its reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const fileDate = () => new Date().toISOString().slice(0, 10);

/** Exports every lead of the current filter (not only the page on screen). */
export function ExportLeadsButton({ filters, disabled }: { filters: LeadFilters; disabled: boolean }) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const leads = await fetchAllLeads(filters);
      download(leadsToCsv(leads), `leads-${fileDate()}.csv`);
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
