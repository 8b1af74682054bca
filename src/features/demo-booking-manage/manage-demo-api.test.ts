import { beforeEach, describe, expect, it, vi } from "vitest";
import { manageDemoApi, readCancelAnswer, readLinkAnswer, readRescheduleAnswer } from "./manage-demo-api";

const invoke = vi.hoisted(() => vi.fn());
vi.mock("~/lib/supabase", () => ({ getSupabase: () => Promise.resolve({ functions: { invoke } }) }));

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJiMSJ9.c2lnbmF0dXJl";
const SLOT = { start: "2026-12-01T14:00:00.000Z", end: "2026-12-01T14:30:00.000Z" };
const BOOKING = { id: "b1", ...SLOT, timeZone: "America/New_York", status: "booked" };
const FORGED = { title: "This link doesn't work", description: "Open it again from your email." };
const EXPIRED = { title: "This link has expired", description: "The meeting has started." };
const MOVED = { title: "This demo was moved", description: "Use the link in your latest email." };
const TAKEN = { title: "That time was just taken", description: "Please pick another time; these are free now." };

/** What supabase-js answers for a non-2xx: a FunctionsHttpError whose context is the Response. */
const httpError = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error("Edge Function returned a non-2xx status code"), {
    name: "FunctionsHttpError",
    context: new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  }),
});
const networkError = () => ({
  data: null,
  error: Object.assign(new Error("Failed to send a request to the Edge Function"), { context: new TypeError() }),
});

describe("readLinkAnswer", () => {
  it("reads the link's action and its booking", () => {
    expect(readLinkAnswer(200, { action: "cancel", booking: BOOKING })).toEqual({
      kind: "found",
      action: "cancel",
      booking: BOOKING,
    });
    expect(readLinkAnswer(200, { action: "reschedule", booking: { ...BOOKING, status: "rescheduled" } })).toEqual({
      kind: "found",
      action: "reschedule",
      booking: { ...BOOKING, status: "rescheduled" },
    });
  });

  it("reads 400 as an invalid link and 410 as an expired one, with their words", () => {
    expect(readLinkAnswer(400, { error: FORGED })).toEqual({ kind: "invalid", problem: FORGED });
    expect(readLinkAnswer(410, { error: EXPIRED })).toEqual({ kind: "expired", problem: EXPIRED });
  });

  it("reads 429, a server error and an answer it cannot read as failed, worth another try", () => {
    const tooMany = { title: "Too many attempts", description: "Please wait a few minutes and try again." };
    expect(readLinkAnswer(429, { error: tooMany })).toEqual({ kind: "failed", problem: tooMany });
    expect(readLinkAnswer(502, "Bad gateway")).toEqual({ kind: "failed", problem: null });
    expect(readLinkAnswer(200, { action: "delete", booking: BOOKING })).toEqual({ kind: "failed", problem: null });
    expect(readLinkAnswer(200, { action: "cancel", booking: { ...BOOKING, status: "lost" } })).toMatchObject({
      kind: "failed",
    });
    expect(readLinkAnswer(200, { action: "cancel", booking: { ...BOOKING, id: undefined } })).toMatchObject({
      kind: "failed",
    });
  });

  it("keeps the time but names it in UTC when the browser does not know the booking's zone", () => {
    expect(readLinkAnswer(200, { action: "cancel", booking: { ...BOOKING, timeZone: "Mars/Olympus" } })).toEqual({
      kind: "found",
      action: "cancel",
      booking: { ...BOOKING, timeZone: "UTC" },
    });
  });
});

describe("readCancelAnswer", () => {
  it("reads 200 as cancelled", () => {
    expect(readCancelAnswer(200, { booking: { ...BOOKING, status: "cancelled" } })).toEqual({ kind: "cancelled" });
  });

  it("reads 409 (moved meanwhile), 400 and 410 as a link that no longer cancels", () => {
    expect(readCancelAnswer(409, { error: MOVED })).toEqual({ kind: "closed", problem: MOVED });
    expect(readCancelAnswer(400, { error: FORGED })).toEqual({ kind: "closed", problem: FORGED });
    expect(readCancelAnswer(410, { error: EXPIRED })).toEqual({ kind: "closed", problem: EXPIRED });
  });

  it("reads anything else as failed", () => {
    expect(readCancelAnswer(503, null)).toEqual({ kind: "failed", problem: null });
  });
});

describe("readRescheduleAnswer", () => {
  it("reads the new booking", () => {
    const moved = { id: "b2", start: "2026-12-02T15:00:00.000Z", end: "2026-12-02T15:30:00.000Z" };
    expect(readRescheduleAnswer(200, { booking: { ...moved, timeZone: "UTC", status: "booked" } })).toEqual({
      kind: "booked",
      booking: { start: moved.start, end: moved.end },
    });
  });

  it("reads 409 with slots as 'just taken', with the fresh slots, as book-demo's", () => {
    expect(readRescheduleAnswer(409, { error: TAKEN, slots: [SLOT] })).toEqual({
      kind: "taken",
      problem: TAKEN,
      slots: [SLOT],
    });
  });

  it("reads 409 without slots, 400 and 410 as a link that no longer moves the booking", () => {
    expect(readRescheduleAnswer(409, { error: MOVED })).toEqual({ kind: "closed", problem: MOVED });
    expect(readRescheduleAnswer(400, { error: FORGED })).toEqual({ kind: "closed", problem: FORGED });
    expect(readRescheduleAnswer(410, { error: EXPIRED })).toEqual({ kind: "closed", problem: EXPIRED });
  });

  it("reads anything else as failed", () => {
    expect(readRescheduleAnswer(500, { error: { title: "Oops", description: "Try again." } })).toEqual({
      kind: "failed",
      problem: { title: "Oops", description: "Try again." },
    });
  });
});

describe("manageDemoApi", () => {
  beforeEach(() => invoke.mockReset());

  it("reads the link by GET, the token in the query string", async () => {
    invoke.mockResolvedValue({ data: { action: "cancel", booking: BOOKING }, error: null });
    const signal = new AbortController().signal;
    expect(await manageDemoApi.load("a+b/c", signal)).toMatchObject({ kind: "found", action: "cancel" });
    expect(invoke).toHaveBeenCalledWith("manage-demo?token=a%2Bb%2Fc", { method: "GET", signal });
  });

  it("reads a 410 from the Response", async () => {
    invoke.mockResolvedValue(httpError(410, { error: EXPIRED }));
    expect(await manageDemoApi.load(TOKEN)).toEqual({ kind: "expired", problem: EXPIRED });
  });

  it("cancels by POST with the token and an Idempotency-Key", async () => {
    invoke.mockResolvedValue({ data: { booking: { ...BOOKING, status: "cancelled" } }, error: null });
    expect(await manageDemoApi.cancel(TOKEN, "key-1")).toEqual({ kind: "cancelled" });
    expect(invoke).toHaveBeenCalledWith("manage-demo", {
      body: { token: TOKEN },
      headers: { "Idempotency-Key": "key-1" },
    });
  });

  it("moves by POST with the token, the new start and the zone, and an Idempotency-Key", async () => {
    invoke.mockResolvedValue(httpError(409, { error: TAKEN, slots: [] }));
    const request = { token: TOKEN, start: SLOT.start, timeZone: "Europe/Berlin" };
    expect(await manageDemoApi.reschedule(request, "key-2")).toEqual({ kind: "taken", problem: TAKEN, slots: [] });
    expect(invoke).toHaveBeenCalledWith("manage-demo", { body: request, headers: { "Idempotency-Key": "key-2" } });
  });

  it("answers failed without words when the network failed", async () => {
    invoke.mockResolvedValue(networkError());
    expect(await manageDemoApi.load(TOKEN)).toEqual({ kind: "failed", problem: null });
    expect(await manageDemoApi.cancel(TOKEN, "key-1")).toEqual({ kind: "failed", problem: null });
    const request = { token: TOKEN, start: SLOT.start, timeZone: "UTC" };
    expect(await manageDemoApi.reschedule(request, "key-2")).toEqual({ kind: "failed", problem: null });
  });
});
