import { describeSlot } from "~/components/demo-booking/slot-days";
import type { DemoBookingState } from "~/components/demo-booking/use-demo-booking";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { demoBooking } from "~/content/home/demo-booking";
import { manageDemo } from "~/content/demo-booking/manage-demo";
import { cn } from "~/lib/cn";

const words = manageDemo.reschedule;

/**
 * Under the free times: the live region (loading, problems, no free time), the chosen time and
 * "Move my demo". The live region stays mounted throughout, so each change is heard.
 */
export function RescheduleFooter({ state }: { state: DemoBookingState }) {
  const { notice, loading, slots, chosen, timeZone } = state;
  const noSlots = !loading && slots?.length === 0;
  return (
    <div className="mt-6 flex flex-col border-t border-border pt-5 text-sm">
      <div role="status" className="mb-3 grid gap-1 empty:mb-0">
        {loading && <p className="text-muted-foreground">{demoBooking.loading}</p>}
        {notice && (
          <p className={cn(notice.tone === "error" && "text-destructive")}>
            <span className="font-semibold">{notice.title}</span> {notice.description}
          </p>
        )}
        {noSlots && <p className="font-medium">{words.noSlots}</p>}
      </div>
      {chosen && (
        <p className="mb-3 text-muted-foreground">
          {demoBooking.chosenPrefix}{" "}
          <span className="font-medium text-foreground">{describeSlot(chosen, timeZone)}</span>
        </p>
      )}
      {!noSlots && (
        <Button onClick={() => void state.book()} disabled={state.booking} className="w-full sm:w-auto sm:self-end">
          <BusyLabel busy={state.booking} idle={words.button} working={words.moving} />
        </Button>
      )}
    </div>
  );
}
