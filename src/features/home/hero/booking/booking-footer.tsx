import { useEffect, useRef } from "react";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons";
import { demoBooking } from "~/content/home/demo-booking";
import { cn } from "~/lib/cn";
import { describeSlot } from "~/components/demo-booking/slot-days";
import { bookedLine, type DemoBookingState } from "~/components/demo-booking/use-demo-booking";

// While picking, the foot stays in view at the bottom of the scrolling dialog, edge to edge over
// the dialog's padding (Modal's p-5, sm:p-6).
const STICKY =
  "sticky -bottom-5 -mx-5 -mb-5 mt-6 border-t border-border bg-background px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6";

/**
 * The dialog's foot: the live region (loading, problems, the booking), the chosen time and the
 * button. The live region stays mounted throughout, so each change is heard.
 */
export function BookingFooter({ state, onDone }: { state: DemoBookingState; onDone: () => void }) {
  const { booked, notice, loading, slots, chosen, timeZone } = state;
  const doneRef = useRef<HTMLButtonElement>(null);
  const noSlots = !loading && slots?.length === 0;
  const finished = Boolean(booked) || noSlots;

  // The picker is gone once booked: focus goes to what is left to do.
  useEffect(() => {
    if (booked) doneRef.current?.focus();
  }, [booked]);

  return (
    <div className={cn(!booked && STICKY, "flex flex-col sm:flex-row sm:items-end sm:justify-between sm:gap-4")}>
      <div className="min-w-0 flex-1 text-sm">
        <div role="status" className="mb-3 grid gap-1 empty:mb-0 sm:mb-0">
          {loading && !booked && <p className="text-muted-foreground">{demoBooking.loading}</p>}
          {notice && (
            <p className={cn(notice.tone === "error" && "text-destructive")}>
              <span className="font-semibold">{notice.title}</span> {notice.description}
            </p>
          )}
          {noSlots && <p className="font-medium">{demoBooking.noSlots}</p>}
          {booked && (
            <>
              <p className="flex gap-2 text-base font-semibold text-foreground">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {bookedLine(booked, timeZone)}
              </p>
              <p className="pl-7 text-muted-foreground">{demoBooking.bookedEmail}</p>
            </>
          )}
        </div>
        {!finished && chosen && (
          <p className="mb-3 text-muted-foreground sm:mb-0 sm:mt-1">
            {demoBooking.chosenPrefix}{" "}
            <span className="font-medium text-foreground">{describeSlot(chosen, timeZone)}</span>
          </p>
        )}
      </div>
      <div className={cn("flex shrink-0 justify-end", booked && "mt-5")}>
        {finished ? (
          <Button key="done" ref={doneRef} variant="outline" onClick={onDone}>
            {demoBooking.done}
          </Button>
        ) : (
          <Button key="book" onClick={() => void state.book()} disabled={state.booking} className="w-full sm:w-auto">
            <BusyLabel busy={state.booking} idle={demoBooking.book} working={demoBooking.booking} />
          </Button>
        )}
      </div>
    </div>
  );
}
