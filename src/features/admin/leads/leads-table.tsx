import { EmailStatusBadge, LeadKindBadge } from "./lead-badges";
import { leadDate, leadTime } from "../dates";
import { LeadStatusSelect } from "./lead-status-select";
import type { Lead } from "./lead-types";

interface LeadsTableProps {
  leads: Lead[];
  onOpen: (lead: Lead) => void;
}

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";

/** The inbox. On a phone it keeps two columns (the lead, its status); the rest folds into the first. */
export function LeadsTable({ leads, onOpen }: LeadsTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-background shadow-card hc-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="border-b border-border bg-surface hc-border">
          <tr>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Received
            </th>
            <th scope="col" className={th}>
              Lead
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Type
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
          {leads.map((lead) => (
            <tr key={`${lead.kind}-${lead.id}`} className="align-top hover:bg-surface/70">
              <td className="hidden whitespace-nowrap px-4 py-4 md:table-cell">
                <span className="block font-medium text-foreground">{leadDate(lead.created_at)}</span>
                <span className="text-muted-foreground">{leadTime(lead.created_at)}</span>
              </td>
              <th scope="row" className="px-4 py-4 text-left font-normal">
                <button
                  type="button"
                  onClick={() => onOpen(lead)}
                  className="-mx-1 rounded px-1 text-left text-base font-semibold text-primary wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  <span className="sr-only">View </span>
                  {lead.full_name}
                </button>
                <span className="mt-0.5 block text-muted-foreground wrap-anywhere">{lead.email}</span>
                {lead.company && <span className="block text-muted-foreground wrap-anywhere">{lead.company}</span>}
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
              <td className="px-4 py-3">
                <LeadStatusSelect lead={lead} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
