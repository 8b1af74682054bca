// The two booking functions (supabase/functions/_shared/demo-booking.ts), through supabase-js:
//   GET  demo-availability?days=14&tz=<IANA>        → { timeZone, slots }
//   POST book-demo { requestId, start, timeZone }    → { booking } | 409 { error, slots? | booking? }
// with the reading of their answers, which the email links' page shares for manage-demo's.
import { answerOf, invokeFunction, isRecord, problemIn } from "~/lib/edge-function";
import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";
import { getSupabase } from "~/lib/supabase";
import type { Slot } from "./slot-days";

/** The window the picker shows: the function's default, named here so the request says it. */
const WINDOW_DAYS = 14;

/** What a function says went wrong, in words for the visitor. */
export interface BookingProblem {
  title: string;
  description: string;
}

export interface BookingRequest {
  requestId: string;
  start: string;
  timeZone: string;
}

export type BookResult =
  | { kind: "booked"; booking: Slot }
  /** Someone else got the slot first: these are free now. */
  | { kind: "taken"; problem: BookingProblem | null; slots: Slot[] }
  /** This request has a booking already (another time): the answer names it. */
  | { kind: "alreadyBooked"; problem: BookingProblem | null; booking: Slot | null }
  /** Anything else; no problem when the answer had no words for it (the network failed). */
  | { kind: "failed"; problem: BookingProblem | null };

/** A failed availability load, with the function's words when it had any. */
export class AvailabilityError extends Error {
  constructor(readonly problem: BookingProblem | null) {
    super(problem?.title ?? "demo-availability failed");
  }
}

export interface BookingApi {
  /** The free slots of the next two weeks; throws AvailabilityError. */
  availability(timeZone: string, signal?: AbortSignal): Promise<Slot[]>;
  book(request: BookingRequest, idempotencyKey: string): Promise<BookResult>;
}

export const isSlot = (value: unknown): value is Slot =>
  isRecord(value) && typeof value.start === "string" && typeof value.end === "string";

const slotsIn = (value: unknown): Slot[] | null =>
  Array.isArray(value) && value.every(isSlot) ? value.map(({ start, end }) => ({ start, end })) : null;

export function readBookAnswer(status: number, body: unknown): BookResult {
  const problem = problemIn(body);
  const record = isRecord(body) ? body : {};
  if (status >= 200 && status < 300 && isSlot(record.booking)) {
    return { kind: "booked", booking: { start: record.booking.start, end: record.booking.end } };
  }
  if (status === 409) {
    // The two conflicts differ by what they carry: fresh slots, or the booking that stands.
    const slots = slotsIn(record.slots);
    if (slots) return { kind: "taken", problem, slots };
    const booking = isSlot(record.booking) ? { start: record.booking.start, end: record.booking.end } : null;
    return { kind: "alreadyBooked", problem, booking };
  }
  return { kind: "failed", problem };
}

export const bookingApi: BookingApi = {
  async availability(timeZone, signal) {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke(
      `demo-availability?days=${WINDOW_DAYS}&tz=${encodeURIComponent(timeZone)}`,
      { method: "GET", signal },
    );
    if (error) throw new AvailabilityError(problemIn((await answerOf(error))?.body));
    const slots = slotsIn(isRecord(data) ? data.slots : undefined);
    if (!slots) throw new AvailabilityError(null);
    return slots;
  },

  async book(request, idempotencyKey) {
    const answer = await invokeFunction("book-demo", {
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return answer ? readBookAnswer(answer.status, answer.body) : { kind: "failed", problem: null };
  },
};
