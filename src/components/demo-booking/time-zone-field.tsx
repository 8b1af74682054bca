import { useState } from "react";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { demoBooking } from "~/content/home/demo-booking";
import { timeZoneOptions } from "./slot-days";

/** The zone the times are shown in: the browser's at first, any IANA zone by name. */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (timeZone: string) => void }) {
  // Listed once, with the zone first shown (the browser's): it stays on offer after a change.
  const [options] = useState(() => timeZoneOptions(value));
  return (
    <FormField label={demoBooking.timeZoneLabel} hint={demoBooking.timeZoneHint}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
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
