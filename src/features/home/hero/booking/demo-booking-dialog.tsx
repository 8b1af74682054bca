import type { RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { demoBooking } from "~/content/home/demo-booking";
import { bookingApi, type BookingApi } from "~/components/demo-booking/booking-api";
import { BookingFooter } from "./booking-footer";
import { SlotList } from "~/components/demo-booking/slot-list";
import { TimeZoneField } from "~/components/demo-booking/time-zone-field";
import { useDemoBooking } from "~/components/demo-booking/use-demo-booking";

export interface DemoBookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement>;
  /** The id send-demo-request answered: the request this booking belongs to. */
  requestId: string;
  /** The booking stands: "Booked: Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)". */
  onBooked: (confirmation: string) => void;
  /** The booking functions; tests inject their own. */
  api?: BookingApi;
}

/** "Pick a time now": the next two weeks' free demo slots in the visitor's time zone, and booking one. */
export function DemoBookingDialog({
  open,
  onOpenChange,
  returnFocusTo,
  requestId,
  onBooked,
  api = bookingApi,
}: DemoBookingDialogProps) {
  const state = useDemoBooking({
    api,
    book: (choice, idempotencyKey) => api.book({ requestId, ...choice }, idempotencyKey),
    onBooked,
  });
  const { booked, slots, days, loading } = state;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={booked ? demoBooking.bookedTitle : demoBooking.title}
      description={booked ? undefined : demoBooking.description}
      returnFocusTo={returnFocusTo}
      className="sm:max-w-2xl"
    >
      {!booked && (
        <>
          <TimeZoneField value={state.timeZone} onChange={state.setTimeZone} />
          {days.length > 0 && (
            <div className="mt-6">
              <SlotList
                days={days}
                selected={state.selected}
                onSelect={state.select}
                busy={loading}
                label={demoBooking.slotsLabel}
              />
            </div>
          )}
          {slots === null && !loading && (
            <Button variant="outline" className="mt-6" onClick={state.retry}>
              {demoBooking.retry}
            </Button>
          )}
        </>
      )}
      <BookingFooter state={state} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
