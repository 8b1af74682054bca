// manage-demo, the function behind the links in a demo confirmation email, through supabase-js:
//   GET  manage-demo?token=<token>               → { action, booking } | 400 forged | 410 expired
//   POST manage-demo { token }                   → { booking } cancelled | 409 moved meanwhile | 400 | 410
//   POST manage-demo { token, start, timeZone }  → { booking } the new one | 409 { error, slots? } | 400 | 410
// The free times to move to come from demo-availability, as on the home page.
import { invokeFunction, isRecord, problemIn } from "~/lib/edge-function";
import {
  bookingApi,
  isSlot,
  readBookAnswer,
  type BookingApi,
  type BookingProblem,
  type BookResult,
} from "~/components/demo-booking/booking-api";
import type { Slot } from "~/components/demo-booking/slot-days";
import type { SlotChoice } from "~/components/demo-booking/use-demo-booking";
import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";

const FUNCTION = "manage-demo";

/** What the link may do: each token is for one of them. */
export type LinkAction = "cancel" | "reschedule";
const ACTIONS: readonly LinkAction[] = ["cancel", "reschedule"];

/** "rescheduled": moved to another time since the email (the link is for the earlier one). */
export type BookingStatus = "booked" | "cancelled" | "rescheduled";
const STATUSES: readonly BookingStatus[] = ["booked", "cancelled", "rescheduled"];

/** The booking a link names: its time, and the IANA zone the visitor booked it in. */
export interface ManagedBooking extends Slot {
  id: string;
  timeZone: string;
  status: BookingStatus;
}

export type LinkAnswer =
  | { kind: "found"; action: LinkAction; booking: ManagedBooking }
  /** Malformed or forged (400). */
  | { kind: "invalid"; problem: BookingProblem | null }
  /** The meeting has started or passed (410). */
  | { kind: "expired"; problem: BookingProblem | null }
  /** Anything else (429, 5xx, no answer at all): worth another try. */
  | { kind: "failed"; problem: BookingProblem | null };

/**
 * "closed": the link can no longer do what it did when the page read it (the booking was moved or
 * cancelled meanwhile, or the link expired): what it can do now is for a fresh read to say.
 */
export type CancelResult =
  | { kind: "cancelled" }
  | { kind: "closed"; problem: BookingProblem | null }
  | { kind: "failed"; problem: BookingProblem | null };

export type RescheduleResult =
  Exclude<BookResult, { kind: "alreadyBooked" }> | { kind: "closed"; problem: BookingProblem | null };

export interface ManageDemoApi extends Pick<BookingApi, "availability"> {
  load(token: string, signal?: AbortSignal): Promise<LinkAnswer>;
  cancel(token: string, idempotencyKey: string): Promise<CancelResult>;
  reschedule(request: SlotChoice & { token: string }, idempotencyKey: string): Promise<RescheduleResult>;
}

/** The zone as given, or UTC where this browser does not know it: the time is then still right, and named. */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

function bookingIn(value: unknown): ManagedBooking | null {
  if (!isRecord(value) || !isSlot(value)) return null;
  const { id, timeZone, status } = value;
  if (typeof id !== "string" || typeof timeZone !== "string") return null;
  if (!STATUSES.includes(status as BookingStatus)) return null;
  return { id, start: value.start, end: value.end, timeZone: knownTimeZone(timeZone), status: status as BookingStatus };
}

export function readLinkAnswer(status: number, body: unknown): LinkAnswer {
  const problem = problemIn(body);
  if (status === 400) return { kind: "invalid", problem };
  if (status === 410) return { kind: "expired", problem };
  const record = isRecord(body) ? body : {};
  const booking = bookingIn(record.booking);
  const action = ACTIONS.find((known) => known === record.action);
  if (status >= 200 && status < 300 && booking && action) return { kind: "found", action, booking };
  return { kind: "failed", problem };
}

export function readCancelAnswer(status: number, body: unknown): CancelResult {
  const problem = problemIn(body);
  if (status >= 200 && status < 300) return { kind: "cancelled" };
  if (status === 409 || status === 400 || status === 410) return { kind: "closed", problem };
  return { kind: "failed", problem };
}

export function readRescheduleAnswer(status: number, body: unknown): RescheduleResult {
  if (status === 400 || status === 410) return { kind: "closed", problem: problemIn(body) };
  const answer = readBookAnswer(status, body);
  // A 409 without fresh slots: the booking this link names is no longer the one that stands.
  return answer.kind === "alreadyBooked" ? { kind: "closed", problem: answer.problem } : answer;
}

const noAnswer = { kind: "failed", problem: null } as const;

export const manageDemoApi: ManageDemoApi = {
  availability: bookingApi.availability,

  async load(token, signal) {
    const answer = await invokeFunction(`${FUNCTION}?token=${encodeURIComponent(token)}`, { method: "GET", signal });
    return answer ? readLinkAnswer(answer.status, answer.body) : noAnswer;
  },

  async cancel(token, idempotencyKey) {
    const answer = await invokeFunction(FUNCTION, {
      body: { token },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return answer ? readCancelAnswer(answer.status, answer.body) : noAnswer;
  },

  async reschedule({ token, start, timeZone }, idempotencyKey) {
    const answer = await invokeFunction(FUNCTION, {
      body: { token, start, timeZone },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return answer ? readRescheduleAnswer(answer.status, answer.body) : noAnswer;
  },
};
