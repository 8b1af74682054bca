import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { StatusSelect } from "../ui/status-select";
import { useUpdateLeadStatus } from "./leads-api";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadStatus } from "./lead-types";

interface LeadStatusSelectProps {
  lead: Lead;
  /** Visible label (detail view) or a screen-reader-only one naming the lead (table). */
  visibleLabel?: boolean;
  className?: string;
}

export function LeadStatusSelect({ lead, visibleLabel = false, className }: LeadStatusSelectProps) {
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
    <StatusSelect
      label={visibleLabel ? "Status" : `Status of ${lead.full_name}`}
      hideLabel={!visibleLabel}
      statuses={LEAD_STATUSES}
      labels={LEAD_STATUS_LABELS}
      value={shown}
      pending={update.isPending}
      onChange={change}
      className={className}
    />
  );
}
