// manage-demo: the visitor's signed links (demo-links.ts) to cancel or reschedule a demo, without
// an account. Request -> Response, runtime-neutral:
//   GET  manage-demo?token=…                    → { action, booking: { id, start, end, timeZone, status } }
//   POST manage-demo { token }                  → cancel:     { booking: { …, status: "cancelled" } }
//   POST manage-demo { token, start, timeZone } → reschedule: { booking: { id (new), …, status: "booked" } }
//                                                 409 { error, slots } when that time was just taken
// A link that is not ours answers 400; one whose meeting has started, 410; a booking cancelled or
// moved since the email, 409. Errors: { error: { field, title, description } } as book-demo's.

import { isTimeZone, localDate, SLOT_MINUTES } from "./demo-slots.ts";
import {
  type BookingDeps,
  DEFAULT_WINDOW_DAYS,
  INSTANT,
  type ManagedBooking,
  refuse,
  RescheduleRefused,
  slotJson,
  slotsFor,
  tellQuietly,
  withCors,
} from "./demo-booking.ts";
import { type DemoLinkAction, DEMO_TOKEN_MAX_LENGTH, verifyDemoLinkToken } from "./demo-links.ts";
import { clientIpFrom, jsonResponse as json, readBodyWithin } from "./lead-http.ts";
import { parseIdempotencyKey } from "./lead-handler.ts";

const MANAGE_BODY_MAX_BYTES = 4_096;

export interface ManageDeps extends BookingDeps {
  /** EMAIL_LINK_SECRET; unset, every link answers 503 (and the emails carry none). */
  linkSecret?: string;
}

export const MANAGE_ERRORS = {
  invalid: {
    title: "This link is not valid",
    description: "Use the link in your latest confirmation email, or reply to that email and we'll help.",
  },
  expired: {
    title: "This link has expired",
    description:
      "Links to change a demo work until the meeting starts. Reply to your confirmation email and we'll help.",
  },
  notCurrent: {
    title: "This demo has changed",
    description: "It was cancelled or moved after this email was sent. Use the link in your latest email.",
  },
  unavailable: {
    title: "Changing a demo online is not available",
    description: "Reply to your confirmation email to move or cancel it.",
  },
  tooMany: { title: "Too many attempts", description: "Please wait a few minutes and try again." },
} as const;

const bookingJson = (booking: ManagedBooking) => ({
  id: booking.id,
  start: booking.start.toISOString(),
  end: booking.end.toISOString(),
  timeZone: booking.timeZone,
  status: booking.status,
});

type Checked = { ok: true; bookingId: string; action: DemoLinkAction } | { ok: false; response: Response };

async function checkToken(deps: ManageDeps, token: unknown): Promise<Checked> {
  if (!deps.linkSecret) {
    (deps.logError ?? console.error)("EMAIL_LINK_SECRET is not set: demo links cannot be checked");
    const { title, description } = MANAGE_ERRORS.unavailable;
    return { ok: false, response: refuse(503, "token", title, description) };
  }
  if (typeof token !== "string" || token === "" || token.length > DEMO_TOKEN_MAX_LENGTH) {
    return {
      ok: false,
      response: refuse(400, "token", MANAGE_ERRORS.invalid.title, MANAGE_ERRORS.invalid.description),
    };
  }
  const check = await verifyDemoLinkToken(deps.linkSecret, token, deps.now());
  if (!check.ok) {
    const { title, description } = MANAGE_ERRORS[check.reason];
    return { ok: false, response: refuse(check.reason === "expired" ? 410 : 400, "token", title, description) };
  }
  return { ok: true, ...check.claims };
}

/** Per link and per address, with the lead functions' budget; null when allowed. */
async function limited(deps: ManageDeps, request: Request, bookingId: string): Promise<Response | null> {
  const ip = clientIpFrom(request.headers);
  try {
    // Keys of their own: changing a booking does not spend the budget for making one.
    const decision = await deps.rateLimiter.take([`manage:booking:${bookingId}`, ...(ip ? [`manage:ip:${ip}`] : [])]);
    if (decision.allowed) return null;
    const error = { field: "body", ...MANAGE_ERRORS.tooMany };
    return json(429, { error }, { "Retry-After": String(decision.retryAfterSeconds) });
  } catch (error) {
    (deps.logError ?? console.error)("booking rate limiter failed; request allowed", error);
    return null;
  }
}

// A booking erased with its request leaves a link to nothing: as good as not ours.
const readBooking = (deps: ManageDeps, bookingId: string) => deps.store.booking(bookingId);
const invalid = () => refuse(404, "token", MANAGE_ERRORS.invalid.title, MANAGE_ERRORS.invalid.description);
const notCurrent = (extra: object = {}) =>
  refuse(409, "token", MANAGE_ERRORS.notCurrent.title, MANAGE_ERRORS.notCurrent.description, extra);

function createReadHandler(deps: ManageDeps) {
  return async (request: Request) => {
    if (request.url.length > 2_048) return refuse(414, "body", "Address too long", "The query is too long.");
    const checked = await checkToken(deps, new URL(request.url).searchParams.get("token"));
    if (!checked.ok) return checked.response;
    const booking = await readBooking(deps, checked.bookingId);
    if (!booking) return invalid();
    return json(200, { action: checked.action, booking: bookingJson(booking) }, { "Cache-Control": "no-store" });
  };
}

function parseBody(raw: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(raw);
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function cancel(deps: ManageDeps, bookingId: string, body: Record<string, unknown>) {
  if (body.start !== undefined || body.timeZone !== undefined) {
    return refuse(400, "start", "Invalid request", "A cancel link cannot move a demo; use the reschedule link.");
  }
  const outcome = await deps.store.cancel(bookingId);
  if (!outcome) return invalid();
  if (outcome.status === "rescheduled") return notCurrent();
  // Cancelled by this call or an earlier one: either way its emails are (re)queued, never twice.
  await tellQuietly(deps, () => deps.notify.cancelled(bookingId));
  const booking = await readBooking(deps, bookingId);
  return booking ? json(200, { booking: bookingJson(booking) }) : invalid();
}

async function reschedule(deps: ManageDeps, bookingId: string, body: Record<string, unknown>) {
  const { start, timeZone } = body;
  if (typeof start !== "string" || !INSTANT.test(start) || Number.isNaN(Date.parse(start))) {
    return refuse(
      400,
      "start",
      "Invalid booking",
      "start must be an ISO 8601 date and time, e.g. 2026-12-01T14:00:00Z.",
    );
  }
  if (typeof timeZone !== "string" || !isTimeZone(timeZone)) {
    return refuse(
      400,
      "timeZone",
      "Invalid booking",
      "timeZone must be an IANA time zone name, e.g. America/New_York.",
    );
  }
  const at = new Date(start);
  if (at.getTime() % (SLOT_MINUTES * 60_000) !== 0) {
    return refuse(400, "start", "Invalid booking", `start must be on a ${SLOT_MINUTES}-minute boundary.`);
  }
  const current = await readBooking(deps, bookingId);
  if (!current) return invalid();
  const taken = async () => {
    const fresh = await slotsFor(deps, localDate(deps.now(), timeZone), DEFAULT_WINDOW_DAYS, timeZone);
    return refuse(409, "start", "That time was just taken", "Please pick another time; these are free now.", {
      slots: slotJson(fresh),
    });
  };
  const free = (await slotsFor(deps, localDate(at, timeZone), 1, timeZone)).find(
    (slot) => slot.start.getTime() === at.getTime(),
  );
  // A time that is not free may still be this demo's own (a repeated click, or a retry after the
  // move went through): the database answers those as they stand, and refuses the rest.
  if (!free && current.status === "booked" && current.start.getTime() !== at.getTime()) return taken();
  try {
    const moved = await deps.store.reschedule({
      bookingId,
      start: at,
      end: free?.end ?? new Date(at.getTime() + SLOT_MINUTES * 60_000),
      timeZone,
      repIds: free?.repIds ?? [],
    });
    await tellQuietly(deps, () => deps.notify.booked(moved.id));
    const booking = await readBooking(deps, moved.id);
    return booking ? json(200, { booking: bookingJson(booking) }) : invalid();
  } catch (error) {
    if (error instanceof RescheduleRefused) return error.reason === "taken" ? taken() : notCurrent();
    throw error;
  }
}

function createChangeHandler(deps: ManageDeps) {
  return async (request: Request) => {
    const raw = await readBodyWithin(request, MANAGE_BODY_MAX_BYTES);
    if (raw === null) return refuse(413, "body", "Request too large", "The request body is too large.");
    if (!parseIdempotencyKey(request.headers.get("idempotency-key")).ok) {
      return refuse(400, "body", "Invalid Idempotency-Key", "The Idempotency-Key header must be a UUID.");
    }
    const body = parseBody(raw);
    if (!body) return refuse(400, "body", "Invalid request", "Send a JSON object.");
    const checked = await checkToken(deps, body.token);
    if (!checked.ok) return checked.response;
    const tooMany = await limited(deps, request, checked.bookingId);
    if (tooMany) return tooMany;
    return checked.action === "cancel"
      ? await cancel(deps, checked.bookingId, body)
      : await reschedule(deps, checked.bookingId, body);
  };
}

/** manage-demo: GET reads what a link may do, POST does it. */
export function createManageDemoHandler(deps: ManageDeps) {
  const read = withCors(createReadHandler(deps), "GET", deps);
  const change = withCors(createChangeHandler(deps), "POST", deps);
  return async (request: Request): Promise<Response> => {
    if (request.method === "POST") return await change(request);
    if (request.method === "GET" || request.method === "OPTIONS") return await read(request);
    const error = { field: "body", title: "Method not allowed", description: "Use GET or POST." };
    return json(405, { error }, { Allow: "GET, POST, OPTIONS" });
  };
}
