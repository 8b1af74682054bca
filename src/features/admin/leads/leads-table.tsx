import { Checkbox } from "~/components/ui/field";
import { AdminTable, RowOpenButton } from "../ui/admin-table";
import { EmailStatusBadge, LeadKindBadge } from "./lead-badges";
import { leadDate, leadTime } from "../dates";
import { LeadStatusSelect } from "./lead-status-select";
import type { Lead } from "./lead-types";
import { repeatContactLabel } from "./repeat-contact";
import { leadDetailValue } from "@rules/admin-links.ts";

interface LeadsTableProps {
  leads: Lead[];
  onOpen: (lead: Lead) => void;
  /** The ticked rows, by `leadKey`. */
  selected: ReadonlySet<string>;
  onSelect: (leads: readonly Lead[], on: boolean) => void;
}

export const leadKey = (lead: Pick<Lead, "kind" | "id">) => leadDetailValue(lead.kind, lead.id);

const COLUMNS = [
  { label: "Received", className: "hidden md:table-cell" },
  { label: "Lead", className: "max-sm:px-3" },
  { label: "Type", className: "hidden lg:table-cell" },
  { label: "Email delivery", className: "hidden lg:table-cell" },
  // As wide as its select on a phone, where the lead's address needs the room.
  { label: "Status", className: "w-px max-sm:px-3 sm:w-40" },
];

/** The inbox. On a phone it keeps two columns (the lead, its status); the rest folds into the first. */
export function LeadsTable({ leads, onOpen, selected, onSelect }: LeadsTableProps) {
  const ticked = leads.filter((lead) => selected.has(leadKey(lead))).length;
  const selectAll = {
    label: "Select",
    className: "w-px pr-0 max-sm:pl-3",
    header: (
      <Checkbox
        aria-label="Select every lead on this page"
        checked={ticked > 0 && ticked === leads.length}
        ref={(box) => {
          if (box) box.indeterminate = ticked > 0 && ticked < leads.length;
        }}
        onChange={(event) => onSelect(leads, event.target.checked)}
      />
    ),
  };
  return (
    <AdminTable caption="Leads, newest first" columns={[selectAll, ...COLUMNS]}>
      {leads.map((lead) => (
        <tr key={leadKey(lead)} className="align-top hover:bg-surface/70">
          <td className="w-px py-4 pl-3 pr-0 sm:pl-4">
            <Checkbox
              aria-label={`Select ${lead.full_name}`}
              checked={selected.has(leadKey(lead))}
              onChange={(event) => onSelect([lead], event.target.checked)}
              className="mt-0.5"
            />
          </td>
          <td className="hidden whitespace-nowrap px-4 py-4 md:table-cell">
            <span className="block font-medium text-foreground">{leadDate(lead.created_at)}</span>
            <span className="text-muted-foreground">{leadTime(lead.created_at)}</span>
          </td>
          <th scope="row" className="px-3 py-4 text-left font-normal sm:px-4">
            <RowOpenButton onClick={() => onOpen(lead)}>{lead.full_name}</RowOpenButton>
            <span className="mt-0.5 block text-muted-foreground wrap-anywhere">{lead.email}</span>
            {lead.company && <span className="block text-muted-foreground wrap-anywhere">{lead.company}</span>}
            {repeatContactLabel(lead) && (
              <span className="mt-0.5 block text-xs font-medium text-primary wrap-anywhere">
                {repeatContactLabel(lead)}
              </span>
            )}
            <span className="mt-2 flex flex-wrap items-center gap-2 lg:hidden">
              <LeadKindBadge kind={lead.kind} />
              <EmailStatusBadge status={lead.email_status} />
              <span className="text-xs text-muted-foreground md:hidden">
                {leadDate(lead.created_at)}, {leadTime(lead.created_at)}
              </span>
            </span>
          </th>
          <td className="hidden px-4 py-4 lg:table-cell">
            <LeadKindBadge kind={lead.kind} />
          </td>
          <td className="hidden px-4 py-4 lg:table-cell">
            <EmailStatusBadge status={lead.email_status} />
          </td>
          <td className="px-3 py-3 sm:px-4">
            <LeadStatusSelect lead={lead} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
