import { useSearchParams } from "react-router";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { JOB_OPENINGS, type JobOpeningId } from "@rules/job-applications.ts";
import { withFilter } from "../list-params";
import { StatusFilter } from "../ui/status-filter";
import type { ApplicationFilters } from "./application-filters";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "./application-types";

const POSITIONS = Object.entries(JOB_OPENINGS) as [JobOpeningId, (typeof JOB_OPENINGS)[JobOpeningId]][];

/** The position's select: writes `?job=` (back to page 1), "All positions" clears it. */
function JobFilter({ value }: { value: JobOpeningId | undefined }) {
  const [params, setParams] = useSearchParams();
  return (
    <FormField label="Position">
      {(field) => (
        <NativeSelect
          {...field}
          value={value ?? ""}
          onChange={(event) => setParams(withFilter(params, "job", event.target.value))}
        >
          <option value="">All positions</option>
          {POSITIONS.map(([id, job]) => (
            <option key={id} value={id}>
              {job.title}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The list's two filters, kept in the URL so a filtered list can be shared and survives a reload. */
export function ApplicationFiltersForm({ filters }: { filters: ApplicationFilters }) {
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-surface p-4 hc-border sm:max-w-xl sm:grid-cols-2">
      <JobFilter value={filters.job} />
      <StatusFilter statuses={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} value={filters.status} />
    </div>
  );
}
