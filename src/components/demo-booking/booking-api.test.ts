import { beforeEach, describe, expect, it, vi } from "vitest";
import { bookingApi, readBookAnswer } from "./booking-api";

const invoke = vi.hoisted(() => vi.fn());
vi.mock("~/lib/supabase", () => ({ getSupabase: () => Promise.resolve({ functions: { invoke } }) }));

const SLOT = { start: "2026-12-01T14:00:00.000Z", end: "2026-12-01T14:30:00.000Z" };
const TAKEN = { title: "That time was just taken", description: "Please pick another time; these are free now." };
const ALREADY = {
  title: "Your demo is already booked",
  description: "Use the link in your confirmation email to move or cancel it.",
};

/** What supabase-js answers for a non-2xx: a FunctionsHttpError whose context is the Response. */
const httpError = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error("Edge Function returned a non-2xx status code"), {
    name: "FunctionsHttpError",
    context: new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  }),
});

describe("readBookAnswer", () => {
  it("reads a booking", () => {
    expect(readBookAnswer(200, { booking: { id: "b1", ...SLOT } })).toEqual({ kind: "booked", booking: SLOT });
  });

  it("reads 409 with slots as 'just taken', with the fresh slots", () => {
    expect(readBookAnswer(409, { error: { field: "start", ...TAKEN }, slots: [SLOT] })).toEqual({
      kind: "taken",
      problem: TAKEN,
      slots: [SLOT],
    });
  });

  it("reads 409 without slots as 'already booked', with the booking that stands", () => {
    expect(readBookAnswer(409, { error: { field: "requestId", ...ALREADY }, booking: { id: "b1", ...SLOT } })).toEqual({
      kind: "alreadyBooked",
      problem: ALREADY,
      booking: SLOT,
    });
  });

  it("reads any other answer as failed, with its words when it has them", () => {
    const tooMany = { title: "Too many attempts", description: "Please wait a few minutes and try again." };
    expect(readBookAnswer(429, { error: { field: "body", ...tooMany } })).toEqual({ kind: "failed", problem: tooMany });
    expect(readBookAnswer(502, "Bad gateway")).toEqual({ kind: "failed", problem: null });
  });
});

describe("bookingApi", () => {
  beforeEach(() => invoke.mockReset());

  it("asks demo-availability by GET for 14 days in the zone", async () => {
    invoke.mockResolvedValue({ data: { timeZone: "America/New_York", slots: [SLOT] }, error: null });
    expect(await bookingApi.availability("America/New_York")).toEqual([SLOT]);
    expect(invoke).toHaveBeenCalledWith("demo-availability?days=14&tz=America%2FNew_York", {
      method: "GET",
      signal: undefined,
    });
  });

  it("fails availability with the function's words", async () => {
    const unknown = { title: "Unknown time zone", description: "Give tz as an IANA time zone name." };
    invoke.mockResolvedValue(httpError(400, { error: { field: "tz", ...unknown } }));
    await expect(bookingApi.availability("Mars/Olympus")).rejects.toMatchObject({ problem: unknown });
  });

  it("posts the booking with its Idempotency-Key and reads a 409 from the Response", async () => {
    invoke.mockResolvedValue(httpError(409, { error: { field: "start", ...TAKEN }, slots: [] }));
    const request = { requestId: "3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a", start: SLOT.start, timeZone: "UTC" };
    expect(await bookingApi.book(request, "key-1")).toEqual({ kind: "taken", problem: TAKEN, slots: [] });
    expect(invoke).toHaveBeenCalledWith("book-demo", { body: request, headers: { "Idempotency-Key": "key-1" } });
  });

  it("answers failed without words when the network failed", async () => {
    invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error("Failed to fetch"), { context: new TypeError() }),
    });
    const request = { requestId: "3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a", start: SLOT.start, timeZone: "UTC" };
    expect(await bookingApi.book(request, "key-1")).toEqual({ kind: "failed", problem: null });
  });
});
