import { useState } from "react";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { timeZoneOptions } from "~/lib/time-zones";

interface TimeZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
  label?: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

/**
 * A time zone: any IANA zone the browser knows, by name (typing its first letters jumps to it). The
 * demo picker's zone and a rep's in the admin area.
 */
export function TimeZoneSelect({ value, onChange, label = "Time zone", hint, error, required }: TimeZoneSelectProps) {
  // Listed once, with the zone first shown: it stays on offer after a change.
  const [options] = useState(() => timeZoneOptions(value));
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(field) => (
        <NativeSelect {...field} required={required} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
