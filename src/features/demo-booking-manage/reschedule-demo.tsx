import type { BookResult } from "~/components/demo-booking/booking-api";
import { SlotList } from "~/components/demo-booking/slot-list";
import { TimeZoneField } from "~/components/demo-booking/time-zone-field";
import { useDemoBooking, type BookingWords, type BookSlot } from "~/components/demo-booking/use-demo-booking";
import { Button } from "~/components/ui/button";
import { MailCheck } from "~/components/ui/icons";
import { manageDemo } from "~/content/demo-booking/manage-demo";
import { demoBooking } from "~/content/home/demo-booking";
import { BookingTime } from "./booking-time";
import type { ManageDemoApi, ManagedBooking } from "./manage-demo-api";
import { RescheduleFooter } from "./reschedule-footer";
import { StateHeading } from "~/components/ui/state-heading";

const { reschedule: words, rescheduled } = manageDemo;
const PICKER_WORDS: BookingWords = { chooseFirst: words.chooseFirst, bookFailed: words.failed };

interface RescheduleDemoProps {
  api: ManageDemoApi;
  token: string;
  booking: ManagedBooking;
  /** The link no longer moves this booking (cancelled or moved meanwhile, expired): read it again. */
  onClosed: () => void;
  focus: boolean;
}

/**
 * A reschedule link's page: the current time, the home page's slot picker (first in the zone the
 * demo was booked in), "Move my demo", then the new time.
 */
export function RescheduleDemo({ api, token, booking, onClosed, focus }: RescheduleDemoProps) {
  const book: BookSlot = async (choice, idempotencyKey): Promise<BookResult> => {
    const result = await api.reschedule({ token, ...choice }, idempotencyKey);
    if (result.kind !== "closed") return result;
    // The page reads the link again and says what became of the booking; the picker goes with it.
    onClosed();
    return { kind: "failed", problem: result.problem };
  };
  const state = useDemoBooking({ api, book, initialTimeZone: booking.timeZone, words: PICKER_WORDS });
  const { booked, slots, days, loading, timeZone } = state;

  if (booked) {
    return (
      <>
        <StateHeading focus>{rescheduled.heading}</StateHeading>
        <BookingTime label={rescheduled.timeLabel} slot={booked} timeZone={timeZone} />
        <p className="mt-5 flex gap-2 font-medium text-foreground">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {rescheduled.email}
        </p>
        <p className="mt-2 text-muted-foreground">{rescheduled.oldLinks}</p>
      </>
    );
  }

  return (
    <>
      <StateHeading focus={focus}>{words.heading}</StateHeading>
      <BookingTime label={manageDemo.bookedFor} slot={booking} timeZone={booking.timeZone} />
      <p className="mt-5 text-muted-foreground">{words.intro}</p>
      <div className="mt-6">
        <TimeZoneField value={timeZone} onChange={state.setTimeZone} />
      </div>
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
      <RescheduleFooter state={state} />
    </>
  );
}
