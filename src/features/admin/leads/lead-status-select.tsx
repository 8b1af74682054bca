import { useId } from "react";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { NativeSelect } from "../ui/native-select";
import { useUpdateLeadStatus } from "./leads-api";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadStatus } from "./lead-types";

interface LeadStatusSelectProps {
  lead: Lead;
  /** Visible label (detail view) or a screen-reader-only one naming the lead (table). */
  visibleLabel?: boolean;
  className?: string;
}

export function LeadStatusSelect({ lead, visibleLabel = false, className }: LeadStatusSelectProps) {
  const id = useId();
  const update = useUpdateLeadStatus();
  const shown = update.isPending ? update.variables.status : lead.status;

  function change(status: LeadStatus) {
    update.mutate(
      { lead, status },
      {
        onSuccess: () =>
          toast({
            title: `Lead marked ${LEAD_STATUS_LABELS[status].toLowerCase()}`,
            description: `${lead.full_name} (${lead.email})`,
          }),
        onError: (error) =>
          toast({ title: "Could not update the lead", description: describeError(error), variant: "destructive" }),
      },
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={visibleLabel ? "mb-1.5 block text-sm font-medium text-foreground" : "sr-only"}>
        {visibleLabel ? "Status" : `Status of ${lead.full_name}`}
      </label>
      <NativeSelect
        id={id}
        value={shown}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value as LeadStatus)}
        className="min-w-[8.5rem]"
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
