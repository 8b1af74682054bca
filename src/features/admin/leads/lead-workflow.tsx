import { useId } from "react";
import { leadDateTime } from "../dates";
import { NotesSection } from "../ui/notes-section";
import { StatusSelect } from "../ui/status-select";
import { LEAD_STATUS_LABELS, type Lead, type LeadStatus } from "./lead-types";
import { useAddLeadNote, useLeadHistory, useLeadNotes, useLeadStaff, useSetLeadOwner } from "./lead-workflow-api";

const NOBODY = "";

/** Who the lead is given to: any staff member who reads leads, or nobody. Saves like the status. */
export function LeadOwnerSelect({ lead }: { lead: Lead }) {
  const staff = useLeadStaff();
  const setOwner = useSetLeadOwner(lead);
  const members = staff.data ?? [];
  // An owner who has since lost the role still shows, by id, until someone else takes the lead.
  const ids = [NOBODY, ...members.map((m) => m.user_id)];
  if (lead.owner_id && !ids.includes(lead.owner_id)) ids.push(lead.owner_id);
  const labels: Record<string, string> = { [NOBODY]: "Nobody" };
  for (const id of ids.slice(1)) {
    labels[id] = members.find((m) => m.user_id === id)?.email ?? "A former staff member";
  }
  return (
    <StatusSelect
      label="Owner"
      hideLabel={false}
      statuses={ids}
      labels={labels}
      value={lead.owner_id ?? NOBODY}
      save={(id) => setOwner.mutateAsync(id === NOBODY ? null : id)}
      noun="lead"
      subject={`${lead.full_name} (${lead.email})`}
      savedTitle={(label) => (label === labels[NOBODY] ? "Lead given to nobody" : `Lead given to ${label}`)}
    />
  );
}

/** The team's notes on the lead, newest first, and a form to add one. */
export function LeadNotes({ lead }: { lead: Lead }) {
  const notes = useLeadNotes(lead.kind, lead.id);
  const add = useAddLeadNote(lead);
  return (
    <NotesSection
      notes={notes}
      add={add.mutateAsync}
      adding={add.isPending}
      subject={`${lead.full_name} (${lead.email})`}
    />
  );
}

const statusLabel = (value: unknown) => LEAD_STATUS_LABELS[value as LeadStatus] ?? String(value);

/** One audit row in words: what happened to the lead. */
export function historyText(action: string, detail: Record<string, unknown>): string {
  switch (action) {
    case "lead.status":
      return `Status: ${statusLabel(detail.from)} → ${statusLabel(detail.to)}`;
    case "lead.owner":
      return detail.to ? `Given to ${String(detail.to)}` : "Given to nobody";
    case "lead.note":
      return "Added a note";
    case "lead.resend":
      return "Sent its emails again";
    default:
      return action;
  }
}

/** What happened to the lead and who did it, newest first, ending with its arrival. */
export function LeadHistory({ lead }: { lead: Lead }) {
  const history = useLeadHistory(lead.kind, lead.id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        History
      </h3>
      {history.isError ? (
        <p className="mt-3 text-sm text-destructive">Could not load the history.</p>
      ) : (
        <ol className="mt-3 grid gap-2 border-l-2 border-border pl-4 text-sm hc-border">
          {(history.data ?? []).map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="text-foreground">{historyText(entry.action, entry.detail)}</span>
              <span className="block text-xs text-muted-foreground">
                {entry.actor_email ?? "The system"}, {leadDateTime(entry.at)}
              </span>
            </li>
          ))}
          <li>
            <span className="text-foreground">Received</span>
            <span className="block text-xs text-muted-foreground">{leadDateTime(lead.created_at)}</span>
          </li>
        </ol>
      )}
    </section>
  );
}
