import { useEffect, useMemo, useState } from "react";
import { demoBooking } from "~/content/home/demo-booking";
import { useIdempotencyKeys } from "~/lib/idempotency-key";
import { AvailabilityError, type BookingApi, type BookingProblem, type BookResult } from "./booking-api";
import { describeSlot, detectTimeZone, groupSlotsByDay, type Slot } from "./slot-days";

/** What the picker tells the visitor in its live region, and in which tone. */
export interface BookingNotice extends BookingProblem {
  tone: "error" | "info";
}

/** "Booked: Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)": in the dialog and, after it, in the form. */
export const bookedLine = (slot: Slot, timeZone: string) =>
  `${demoBooking.bookedPrefix} ${describeSlot(slot, timeZone)}`;

const failure = (problem: BookingProblem | null, fallback: BookingProblem): BookingNotice => ({
  ...(problem ?? fallback),
  tone: "error",
});

/** The time the visitor chose, in the zone they chose it in: what a booking function is sent. */
export interface SlotChoice {
  start: string;
  timeZone: string;
}

/**
 * Books the chosen time: book-demo for a new demo request (the home page), manage-demo for a
 * reschedule link. One picker books for one request or one link, so its key follows the start.
 */
export type BookSlot = (choice: SlotChoice, idempotencyKey: string) => Promise<BookResult>;

/** What the picker says when it asks for a choice or a booking fails: its own words, or a caller's. */
export interface BookingWords {
  chooseFirst: string;
  bookFailed: BookingProblem;
}

/**
 * The picker's state: the zone, its free slots (fetched again when the zone changes; shown at once
 * regrouped in the new zone meanwhile), the chosen slot and the booking.
 */
export function useDemoBooking({
  api,
  book: bookSlot,
  onBooked,
  initialTimeZone,
  words = demoBooking,
}: {
  /** Where the free slots come from (demo-availability). */
  api: Pick<BookingApi, "availability">;
  book: BookSlot;
  /** The booking stands: its bookedLine. */
  onBooked?: (confirmation: string) => void;
  /** The zone the times are first shown in: the browser's unless given. */
  initialTimeZone?: string;
  words?: BookingWords;
}) {
  const [timeZone, setTimeZone] = useState(() => initialTimeZone ?? detectTimeZone());
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Loading until the answer for this zone (and this attempt) has come, either way.
  const request = `${timeZone} ${attempt}`;
  const [settled, setSettled] = useState<string | null>(null);
  const loading = settled !== request;
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<BookingNotice | null>(null);
  const [booking, setBooking] = useState(false);
  const [booked, setBooked] = useState<Slot | null>(null);
  const idempotencyKeys = useIdempotencyKeys();

  useEffect(() => {
    // A later zone's answer wins: an earlier request still in flight is dropped.
    const controller = new AbortController();
    api
      .availability(timeZone, controller.signal)
      .then((fresh) => {
        if (controller.signal.aborted) return;
        setSlots(fresh);
        setSelected((start) => (fresh.some((slot) => slot.start === start) ? start : null));
        setNotice(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = error instanceof AvailabilityError ? error.problem : null;
        setNotice(failure(problem, demoBooking.loadFailed));
      })
      .finally(() => {
        if (!controller.signal.aborted) setSettled(request);
      });
    return () => controller.abort();
  }, [api, timeZone, request]);

  const days = useMemo(() => groupSlotsByDay(slots ?? [], timeZone), [slots, timeZone]);
  const chosen = slots?.find((slot) => slot.start === selected) ?? null;

  async function book() {
    if (booking) return;
    if (!chosen) {
      setNotice({ title: words.chooseFirst, description: "", tone: "info" });
      return;
    }
    setBooking(true);
    setNotice(null);
    try {
      const result = await bookSlot({ start: chosen.start, timeZone }, idempotencyKeys.keyFor({ start: chosen.start }));
      if (result.kind === "booked") {
        idempotencyKeys.succeeded();
        setBooked(result.booking);
        onBooked?.(bookedLine(result.booking, timeZone));
      } else if (result.kind === "taken") {
        setSlots(result.slots);
        setSelected(null);
        setNotice(failure(result.problem, words.bookFailed));
      } else if (result.kind === "alreadyBooked") {
        setNotice(failure(result.problem, words.bookFailed));
        if (result.booking) {
          setBooked(result.booking);
          onBooked?.(bookedLine(result.booking, timeZone));
        }
      } else {
        setNotice(failure(result.problem, words.bookFailed));
      }
    } catch {
      setNotice(failure(null, words.bookFailed));
    } finally {
      setBooking(false);
    }
  }

  return {
    timeZone,
    setTimeZone,
    days,
    /** Null until the first answer. */
    slots,
    loading,
    retry: () => setAttempt((n) => n + 1),
    selected,
    select: (start: string) => {
      setSelected(start);
      if (notice?.tone === "info") setNotice(null);
    },
    chosen,
    book,
    booking,
    booked,
    notice,
  };
}

export type DemoBookingState = ReturnType<typeof useDemoBooking>;
