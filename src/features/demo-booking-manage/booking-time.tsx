import { describeSlot, type Slot } from "~/components/demo-booking/slot-days";
import { CalendarDays } from "~/components/ui/icons";

/** "Booked for: Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)", set apart from the text around it. */
export function BookingTime({ label, slot, timeZone }: { label: string; slot: Slot; timeZone: string }) {
  return (
    <div className="mt-5 flex gap-3 rounded-lg border border-border bg-muted p-4 hc-border">
      <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <dl className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="mt-1 font-semibold text-foreground">{describeSlot(slot, timeZone)}</dd>
      </dl>
    </div>
  );
}
