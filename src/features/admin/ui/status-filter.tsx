import { useSearchParams } from "react-router";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { withFilter } from "../list-params";

interface StatusFilterProps<Status extends string> {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  /** The list's `?status=`, as the screen read it; undefined for all. */
  value: Status | undefined;
  className?: string;
}

/** A list's "Status" select: writes `?status=` (back to page 1), "All statuses" clears it. */
export function StatusFilter<Status extends string>({ statuses, labels, value, className }: StatusFilterProps<Status>) {
  const [params, setParams] = useSearchParams();
  return (
    <FormField label="Status" className={className}>
      {(field) => (
        <NativeSelect
          {...field}
          value={value ?? ""}
          onChange={(event) => setParams(withFilter(params, "status", event.target.value))}
        >
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {labels[status]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
