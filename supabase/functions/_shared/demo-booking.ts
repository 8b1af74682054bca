// The two booking functions, Request -> Response, runtime-neutral:
//   GET  demo-availability?from=YYYY-MM-DD&days=N&tz=<IANA>  → { timeZone, slots: [{ start, end }] }
//   POST book-demo { requestId, start, timeZone }           → 200 { booking: { id, start, end } }
//                                                             409 { error, slots } when just taken
// Slots come from demo-slots.ts over what demo_availability_data() answers; the database's
// exclusion constraint, through book_demo(), decides who gets a contested slot
// (migration 20261128001000_demo_booking.sql). Errors: { error: { field, title, description } },
// as the lead functions answer.

import { CORS_HEADERS } from "./cors.ts";
import {
  availableSlots,
  isTimeZone,
  localDate,
  MAX_WINDOW_DAYS,
  parseDate,
  type RepAvailability,
  SLOT_MINUTES,
} from "./demo-slots.ts";
import { clientIpFrom, jsonResponse as json, readBodyWithin } from "./lead-http.ts";
import { parseIdempotencyKey } from "./lead-handler.ts";
import type { RateLimiter } from "./lead-ports.ts";
import type { BookingMail, BookingMailStore } from "./demo-booking-mail.ts";

/** The window the booking step shows: two weeks hold the next 10 business days. */
export const DEFAULT_WINDOW_DAYS = 14;
const BOOK_BODY_MAX_BYTES = 2_048;
const QUERY_MAX_LENGTH = 512;

export interface AvailabilityData {
  reps: RepAvailability[];
  bookings: Array<{ repId: string; start: Date; end: Date }>;
}

export interface BookingRecord {
  id: string;
  repId: string;
  start: Date;
  end: Date;
  existing: boolean;
}

/** A booking as the visitor's links see it. */
export interface ManagedBooking {
  id: string;
  start: Date;
  end: Date;
  timeZone: string;
  status: "booked" | "cancelled" | "rescheduled";
}

/** reschedule() refuses: the time was taken meanwhile, or the booking is no longer live. */
export class RescheduleRefused extends Error {
  constructor(readonly reason: "taken" | "notCurrent") {
    super(`reschedule refused: ${reason}`);
  }
}

export interface BookingStore extends BookingMailStore {
  availability(from: Date, to: Date): Promise<AvailabilityData>;
  /** Null when every one of `repIds` was taken meanwhile. */
  book(request: {
    requestId: string;
    start: Date;
    end: Date;
    timeZone: string;
    repIds: string[];
  }): Promise<BookingRecord | null>;
  /** Whether a demo request with this id exists, and its live booking if it has one. */
  request(requestId: string): Promise<{ booking: BookingRecord | null } | null>;
  /** One booking, live or not; null when there is none (erased with its request). */
  booking(bookingId: string): Promise<ManagedBooking | null>;
  /** Cancels a live booking: its status now, and whether this call changed it. */
  cancel(bookingId: string): Promise<{ status: ManagedBooking["status"]; changed: boolean } | null>;
  /** Moves a live booking; throws RescheduleRefused. The same time again answers the booking as is. */
  reschedule(request: {
    bookingId: string;
    start: Date;
    end: Date;
    timeZone: string;
    repIds: string[];
  }): Promise<BookingRecord>;
}

export interface BookingDeps {
  store: BookingStore;
  rateLimiter: RateLimiter;
  /** The confirmation emails (book-demo only; the availability never writes). */
  notify: BookingMail;
  now: () => Date;
  logError?: (message: string, detail?: unknown) => void;
}

export type Field = "from" | "days" | "tz" | "requestId" | "start" | "timeZone" | "body" | "token";

export const BOOKING_ERRORS = {
  taken: { title: "That time was just taken", description: "Please pick another time; these are free now." },
  noRequest: {
    title: "We couldn't find your demo request",
    description: "Send the demo request form first, then pick a time.",
  },
  alreadyBooked: {
    title: "Your demo is already booked",
    description: "Use the link in your confirmation email to move or cancel it.",
  },
  tooMany: { title: "Too many attempts", description: "Please wait a few minutes and try again." },
  failed: { title: "Booking failed", description: "Something went wrong on our side. Please try again." },
} as const;

export const refuse = (status: number, field: Field, title: string, description: string, extra: object = {}) =>
  json(status, { error: { field, title, description }, ...extra });

export const slotJson = (slots: Array<{ start: Date; end: Date }>) =>
  slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));

/** The free slots of a window, for answers. */
export async function slotsFor(deps: BookingDeps, from: string, days: number, timeZone: string) {
  const window = { from, days, timeZone };
  const start = parseDate(from);
  if (!start) return [];
  // Reads a day either side, for the time zones' offsets.
  const data = await deps.store.availability(
    new Date(Date.UTC(start.year, start.month - 1, start.day - 1)),
    new Date(Date.UTC(start.year, start.month - 1, start.day + days + 1)),
  );
  return availableSlots(data.reps, data.bookings, window, deps.now());
}

export function withCors(handler: (request: Request) => Promise<Response>, method: "GET" | "POST", deps: BookingDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== method) {
      return json(
        405,
        { error: { field: "body", title: "Method not allowed", description: `Use ${method}.` } },
        {
          Allow: `${method}, OPTIONS`,
        },
      );
    }
    try {
      return await handler(request);
    } catch (error) {
      (deps.logError ?? console.error)("booking function failed", error);
      return refuse(500, "body", BOOKING_ERRORS.failed.title, BOOKING_ERRORS.failed.description);
    }
  };
}

/** demo-availability: GET with from (default today in tz), days (default 14, 1–31), tz (default UTC). */
export function createAvailabilityHandler(deps: BookingDeps) {
  return withCors(
    async (request) => {
      if (request.url.length > 2_048) return refuse(414, "body", "Address too long", "The query is too long.");
      const params = new URL(request.url).searchParams;
      const tz = (params.get("tz") ?? "UTC").slice(0, QUERY_MAX_LENGTH);
      if (!isTimeZone(tz)) {
        return refuse(400, "tz", "Unknown time zone", "Give tz as an IANA time zone name, e.g. Europe/Berlin.");
      }
      const from = params.get("from") ?? localDate(deps.now(), tz);
      if (!parseDate(from)) return refuse(400, "from", "Invalid date", "Give from as a date, YYYY-MM-DD.");
      const daysText = params.get("days") ?? String(DEFAULT_WINDOW_DAYS);
      const days = /^\d{1,2}$/.test(daysText) ? Number(daysText) : NaN;
      if (!(days >= 1 && days <= MAX_WINDOW_DAYS)) {
        return refuse(
          400,
          "days",
          "Invalid number of days",
          `Give days as a whole number from 1 to ${MAX_WINDOW_DAYS}.`,
        );
      }
      const slots = await slotsFor(deps, from, days, tz);
      return json(200, { timeZone: tz, slots: slotJson(slots) }, { "Cache-Control": "no-store" });
    },
    "GET",
    deps,
  );
}

/**
 * Queues a booking's emails; a failure is logged, not answered: the booking stands either way, and
 * a retried request queues what is missing.
 */
export async function tellQuietly(deps: Pick<BookingDeps, "logError">, tell: () => Promise<void>) {
  try {
    await tell();
  } catch (error) {
    (deps.logError ?? console.error)("queueing the booking's emails failed; the booking stands", error);
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseBookBody(
  raw: string,
): { requestId: string; start: Date; timeZone: string } | { field: Field; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { field: "body", message: "Send a JSON object." };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { field: "body", message: "Send a JSON object." };
  const { requestId, start, timeZone } = body as Record<string, unknown>;
  if (typeof requestId !== "string" || !UUID.test(requestId)) {
    return { field: "requestId", message: "requestId must be the id your demo request was answered with." };
  }
  if (typeof start !== "string" || !INSTANT.test(start) || Number.isNaN(Date.parse(start))) {
    return { field: "start", message: "start must be an ISO 8601 date and time, e.g. 2026-12-01T14:00:00Z." };
  }
  if (typeof timeZone !== "string" || !isTimeZone(timeZone)) {
    return { field: "timeZone", message: "timeZone must be an IANA time zone name, e.g. America/New_York." };
  }
  return { requestId: requestId.toLowerCase(), start: new Date(start), timeZone };
}

/** book-demo: POST { requestId, start, timeZone }. */
export function createBookDemoHandler(deps: BookingDeps) {
  return withCors(
    async (request) => {
      const raw = await readBodyWithin(request, BOOK_BODY_MAX_BYTES);
      if (raw === null) return refuse(413, "body", "Request too large", "The request body is too large.");
      if (!parseIdempotencyKey(request.headers.get("idempotency-key")).ok) {
        return refuse(400, "body", "Invalid Idempotency-Key", "The Idempotency-Key header must be a UUID.");
      }
      const parsed = parseBookBody(raw);
      if ("field" in parsed) return refuse(400, parsed.field, "Invalid booking", parsed.message);
      const { requestId, start, timeZone } = parsed;
      if (start.getTime() % (SLOT_MINUTES * 60_000) !== 0) {
        return refuse(400, "start", "Invalid booking", `start must be on a ${SLOT_MINUTES}-minute boundary.`);
      }

      const ip = clientIpFrom(request.headers);
      try {
        const decision = await deps.rateLimiter.take([
          `booking:request:${requestId}`,
          ...(ip ? [`booking:ip:${ip}`] : []),
        ]);
        if (!decision.allowed) {
          const error = { field: "body", ...BOOKING_ERRORS.tooMany };
          return json(429, { error }, { "Retry-After": String(decision.retryAfterSeconds) });
        }
      } catch (error) {
        (deps.logError ?? console.error)("booking rate limiter failed; request allowed", error);
      }

      const demoRequest = await deps.store.request(requestId);
      if (!demoRequest) {
        return refuse(404, "requestId", BOOKING_ERRORS.noRequest.title, BOOKING_ERRORS.noRequest.description);
      }
      // Booked already: the same time again is a retry, answered as the first; another time is not.
      if (demoRequest.booking) {
        const { booking } = demoRequest;
        const answer = {
          booking: { id: booking.id, start: booking.start.toISOString(), end: booking.end.toISOString() },
        };
        if (booking.start.getTime() === start.getTime()) {
          // A retry also finishes what the first call may not have: queueing the emails.
          await tellQuietly(deps, () => deps.notify.booked(booking.id));
          return json(200, answer);
        }
        const { title, description } = BOOKING_ERRORS.alreadyBooked;
        return refuse(409, "requestId", title, description, answer);
      }
      const day = localDate(start, timeZone);
      const free = (await slotsFor(deps, day, 1, timeZone)).find((slot) => slot.start.getTime() === start.getTime());
      const booking = free
        ? await deps.store.book({ requestId, start: free.start, end: free.end, timeZone, repIds: free.repIds })
        : null;
      if (!booking) {
        const fresh = await slotsFor(deps, localDate(deps.now(), timeZone), DEFAULT_WINDOW_DAYS, timeZone);
        return refuse(409, "start", BOOKING_ERRORS.taken.title, BOOKING_ERRORS.taken.description, {
          slots: slotJson(fresh),
        });
      }
      await tellQuietly(deps, () => deps.notify.booked(booking.id));
      return json(200, {
        booking: { id: booking.id, start: booking.start.toISOString(), end: booking.end.toISOString() },
      });
    },
    "POST",
    deps,
  );
}
