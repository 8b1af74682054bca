// Tells staff who can read leads that one has arrived, wherever in the admin area they are: one
// toast with a link to it (or, for several at once, to the list), and a count in the window's title
// while the tab is in the background. No sound and no browser notification: nothing to allow.
import { useEffect } from "react";
import { adminSubmissionPath } from "@rules/admin-links.ts";
import { LEADS_PATH } from "./lead-filters";
import { toast } from "~/lib/toast";
import { onTableChanges, type TableChange } from "../use-live-changes";
import { LEAD_TABLES, type LeadKind } from "./lead-types";

/** Leads arriving this close together make one toast. */
const GATHER_MS = 1500;

export interface ArrivedLead {
  kind: LeadKind;
  id: string;
  name: string;
  company: string;
}

export function arrivedLead({ table, row }: TableChange): ArrivedLead | undefined {
  const kind = (Object.keys(LEAD_TABLES) as LeadKind[]).find((k) => LEAD_TABLES[k] === table);
  if (!kind || typeof row.id !== "string") return undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { kind, id: row.id, name: text(row.full_name), company: text(row.company) };
}

/** What the toast says about the leads that arrived together. */
export function newLeadsToast(leads: readonly ArrivedLead[]) {
  if (leads.length === 1) {
    const [lead] = leads;
    const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
    return {
      title: lead.kind === "demo" ? "New demo request" : "New contact message",
      description: `From ${who}.`,
      action: {
        label: "Open",
        to: adminSubmissionPath(lead.kind, lead.id),
        altText: "It is at the top of the leads list.",
      },
    };
  }
  return {
    title: `${leads.length} new leads`,
    description: "They are at the top of the leads list.",
    action: { label: "Show leads", to: LEADS_PATH, altText: "They are at the top of the leads list." },
  };
}

export function useNewLeadAlerts(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let gathered: ArrivedLead[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unseen = 0;
    const showTitle = () => {
      const title = document.title.replace(/^\(\d+\) /, "");
      document.title = unseen ? `(${unseen}) ${title}` : title;
    };
    const flush = () => {
      timer = undefined;
      toast({ ...newLeadsToast(gathered), group: "new-leads", outlivesPage: true });
      gathered = [];
    };
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      unseen = 0;
      showTitle();
    };
    const stop = onTableChanges(Object.values(LEAD_TABLES), "INSERT", (change) => {
      const lead = arrivedLead(change);
      if (!lead) return;
      gathered.push(lead);
      timer ??= setTimeout(flush, GATHER_MS);
      if (document.visibilityState === "hidden") {
        unseen += 1;
        showTitle();
      }
    });
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stop();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      unseen = 0;
      showTitle();
    };
  }, [enabled]);
}
