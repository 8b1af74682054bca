import { StatusSelect } from "../ui/status-select";
import { useUpdateApplicationStatus } from "./applications-api";
import {
  APPLICATION_STATUS_GROUPS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type JobApplicationRow,
} from "./application-types";

interface ApplicationStatusSelectProps {
  application: Pick<JobApplicationRow, "id" | "full_name" | "job_title" | "status">;
  /** Visible label (detail view) or a screen-reader-only one naming the candidate (table). */
  visibleLabel?: boolean;
}

/** new → screening → interview → offer, then a decision: hired or rejected. Any step may be skipped. */
export function ApplicationStatusSelect({ application, visibleLabel = false }: ApplicationStatusSelectProps) {
  const update = useUpdateApplicationStatus();
  return (
    <StatusSelect
      label={visibleLabel ? "Status" : `Status of ${application.full_name}`}
      hideLabel={!visibleLabel}
      statuses={APPLICATION_STATUSES}
      labels={APPLICATION_STATUS_LABELS}
      groups={APPLICATION_STATUS_GROUPS}
      value={application.status}
      save={(status) => update.mutateAsync({ id: application.id, status })}
      noun="application"
      subject={`${application.full_name}, ${application.job_title}`}
    />
  );
}
