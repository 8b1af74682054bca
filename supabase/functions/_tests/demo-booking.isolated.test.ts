// Demo booking against the real functions with the official client: the seed's rep (the local
// admin, weekdays 09:00-17:00 New York) offers slots; a demo request's id books one; twenty
// visitors at the same last free slot: exactly one wins, the others get 409 with fresh slots.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../local/keys.ts";
import { type LeadStack, startLeadStack, uniqueEmail } from "./lead-stack.ts";

let lead: LeadStack;
const REP = "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";

beforeAll(async () => {
  lead = await startLeadStack({ LEADS_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await lead?.stop();
});

interface SlotsAnswer {
  timeZone: string;
  slots: Array<{ start: string; end: string }>;
}

async function availability(query: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${lead.stack.apiUrl}/functions/v1/demo-availability?${query}`, {
    headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
  });
  return { status: response.status, body: await response.json() };
}

async function demoRequest(): Promise<string> {
  const result = await lead.invoke("send-demo-request", {
    fullName: "Ada Lovelace",
    email: uniqueEmail("booking"),
    company: "Acme",
  });
  expect(result.status).toBe(200);
  const { requestId } = result.body as { ok: true; requestId: string };
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return requestId;
}

const book = (body: unknown, headers: Record<string, string> = {}) => lead.invoke("book-demo", body, headers);

/** A weekday at least two weeks ahead, so the rep's 4-hour notice never matters. */
function futureWeekday(): string {
  const day = new Date(Date.now() + 16 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe("availability", { timeout: 60_000 }, () => {
  it("the seed's rep: 16 half-hour slots on a weekday, named in the visitor's time zone", async () => {
    const date = futureWeekday();
    const { status, body } = await availability(`from=${date}&days=1&tz=America/New_York`);
    expect(status).toBe(200);
    const answer = body as SlotsAnswer;
    expect(answer.timeZone).toBe("America/New_York");
    expect(answer.slots).toHaveLength(16);
    expect(new Date(answer.slots[0].end).getTime() - new Date(answer.slots[0].start).getTime()).toBe(30 * 60_000);
  });

  it.each([
    ["tz=Mars/Olympus", "tz"],
    ["from=2026-02-30", "from"],
    ["days=0", "days"],
    ["days=32", "days"],
    ["days=1e1", "days"],
    [`from=${"9".repeat(3000)}`, "body"],
  ])("refuses %s with 4xx naming the parameter", async (query, field) => {
    const { status, body } = await availability(query);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toMatchObject({ error: { field } });
  });
});

describe("booking", { timeout: 60_000 }, () => {
  it("books a free slot, answers the same booking to a retry, and the slot is gone for others", async () => {
    const requestId = await demoRequest();
    const date = futureWeekday();
    const { slots } = (await availability(`from=${date}&days=1&tz=Europe/Berlin`)).body as SlotsAnswer;
    const start = slots[3].start;
    const key = crypto.randomUUID();
    const first = await book({ requestId, start, timeZone: "Europe/Berlin" }, { "Idempotency-Key": key });
    expect(first).toMatchObject({ status: 200, body: { booking: { start, end: slots[3].end } } });
    const again = await book({ requestId, start, timeZone: "Europe/Berlin" }, { "Idempotency-Key": key });
    expect(again.body).toEqual(first.body);
    const after = (await availability(`from=${date}&days=1&tz=Europe/Berlin`)).body as SlotsAnswer;
    expect(after.slots.map((slot) => slot.start)).not.toContain(start);
    const { data } = await lead.serviceRole
      .from("demo_bookings")
      .select("rep_id, status")
      .eq("demo_request_id", requestId);
    expect(data).toEqual([{ rep_id: REP, status: "booked" }]);
  });

  it("twenty visitors at the same last free slot: exactly one wins, the others get 409 and fresh slots", async () => {
    const date = futureWeekday();
    const { slots } = (await availability(`from=${date}&days=1&tz=America/New_York`)).body as SlotsAnswer;
    const target = slots.at(-1)!.start;
    const requests = await Promise.all(Array.from({ length: 20 }, () => demoRequest()));
    const answers = await Promise.all(
      requests.map((requestId) => book({ requestId, start: target, timeZone: "America/New_York" })),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) {
      const body = answer.body as { error: { title: string }; slots: SlotsAnswer["slots"] };
      expect(body.error.title).toBe("That time was just taken");
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.map((slot) => slot.start)).not.toContain(target);
    }
    const { count } = await lead.serviceRole
      .from("demo_bookings")
      .select("id", { count: "exact", head: true })
      .eq("starts_at", target)
      .eq("status", "booked");
    expect(count).toBe(1);
  });

  it.each([
    [{ requestId: "nope", start: "2026-12-01T14:00:00Z", timeZone: "UTC" }, 400, "requestId"],
    [{ requestId: crypto.randomUUID(), start: "tomorrow", timeZone: "UTC" }, 400, "start"],
    [{ requestId: crypto.randomUUID(), start: "2026-12-01T14:10:00Z", timeZone: "UTC" }, 400, "start"],
    [{ requestId: crypto.randomUUID(), start: "2026-12-01T14:00:00Z", timeZone: "Nowhere/\u0000" }, 400, "timeZone"],
    [{ requestId: crypto.randomUUID(), start: "2026-12-01T14:00:00Z", timeZone: "UTC" }, 404, "requestId"],
    [{ requestId: "\ud800", start: { deep: [[[[]]]] }, timeZone: 1 }, 400, "requestId"],
  ])("refuses hostile or wrong input %# with 4xx and books nothing", async (body, status, field) => {
    const answer = await book(body);
    expect(answer).toMatchObject({ status, body: { error: { field } } });
  });

  it("a slot outside the rep's hours is not bookable", async () => {
    const requestId = await demoRequest();
    const answer = await book({ requestId, start: `${futureWeekday()}T03:00:00Z`, timeZone: "UTC" });
    expect(answer.status).toBe(409);
  });
});
