import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { demoForm } from "~/content/home/demo-form";
import { useOnDemandDialog } from "~/lib/use-on-demand";

/**
 * After a sent demo request: book a slot now, or skip it (the request stands). The picker is
 * imported when wanted, so none of its code is in the page's first JavaScript.
 */
export function BookingOffer({ requestId }: { requestId: string }) {
  const [booked, setBooked] = useState<string | null>(null);
  const { Dialog, open, setOpen, triggerProps } = useOnDemandDialog(() =>
    import("./booking/demo-booking-dialog").then((m) => m.DemoBookingDialog),
  );
  // Focus comes back to the button, or to the booking that replaced it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusHere = (element: HTMLElement | null) => {
    returnFocus.current = element;
  };
  return (
    <div className="mt-4 rounded-lg border border-border bg-muted p-4 text-sm hc-border">
      {booked ? (
        <p ref={focusHere} tabIndex={-1} className="font-semibold">
          {booked}
        </p>
      ) : (
        <>
          <p>{demoForm.bookingOffer.note}</p>
          <Button {...triggerProps} ref={focusHere} variant="outline" size="sm" className="mt-3">
            {demoForm.bookingOffer.button}
          </Button>
        </>
      )}
      {Dialog && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={returnFocus}
          requestId={requestId}
          onBooked={setBooked}
        />
      )}
    </div>
  );
}
