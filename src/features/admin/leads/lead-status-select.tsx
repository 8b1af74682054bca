import { StatusSelect } from "../ui/status-select";
import { useUpdateLeadStatus } from "./leads-api";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead } from "./lead-types";

interface LeadStatusSelectProps {
  lead: Lead;
  /** Visible label (detail view) or a screen-reader-only one naming the lead (table). */
  visibleLabel?: boolean;
  className?: string;
}

export function LeadStatusSelect({ lead, visibleLabel = false, className }: LeadStatusSelectProps) {
  const update = useUpdateLeadStatus();
  return (
    <StatusSelect
      label={visibleLabel ? "Status" : `Status of ${lead.full_name}`}
      hideLabel={!visibleLabel}
      statuses={LEAD_STATUSES}
      labels={LEAD_STATUS_LABELS}
      value={lead.status}
      save={(status) => update.mutateAsync({ lead, status })}
      noun="lead"
      subject={`${lead.full_name} (${lead.email})`}
      className={className}
    />
  );
}
