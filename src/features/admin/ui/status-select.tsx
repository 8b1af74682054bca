import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";

interface StatusSelectProps<S extends string> {
  /** What the select is called; shown, or read out only (`hideLabel`) where the row names it. */
  label: string;
  hideLabel: boolean;
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S;
  /** While a change is being saved: the select shows the new value and takes no other. */
  pending: boolean;
  onChange: (status: S) => void;
  className?: string;
}

/** A row's status as a native select: works with the keyboard as every select does, and on phones. */
export function StatusSelect<S extends string>({
  label,
  hideLabel,
  statuses,
  labels,
  value,
  pending,
  onChange,
  className,
}: StatusSelectProps<S>) {
  return (
    <FormField label={label} hideLabel={hideLabel} className={className}>
      {(field) => (
        <NativeSelect
          {...field}
          value={value}
          disabled={pending}
          onChange={(event) => onChange(event.target.value as S)}
          className="min-w-[8.5rem]"
        >
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
