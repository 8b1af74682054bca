import { TimeZoneSelect } from "~/components/ui/time-zone-select";
import { demoBooking } from "~/content/home/demo-booking";

/** The zone the times are shown in: the browser's at first, any IANA zone by name. */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (timeZone: string) => void }) {
  return (
    <TimeZoneSelect
      value={value}
      onChange={onChange}
      label={demoBooking.timeZoneLabel}
      hint={demoBooking.timeZoneHint}
    />
  );
}
