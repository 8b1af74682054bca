// A booked demo's emails and the visitor's signed links, against the real functions with the
// official client: the invitation and the rep's copy reach the inbox with their calendar part; the
// reschedule link moves the demo (same UID, higher SEQUENCE); the cancel link frees the time and
// sends METHOD:CANCEL; links that are forged, expired, or for another action are refused.

import ICAL from "ical.js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../local/keys.ts";
import { LOCAL_EMAIL_LINK_SECRET } from "../_shared/lead-settings.ts";
import {
  deliverLeadEmailsNow,
  type InboxMessageDetail,
  type LeadStack,
  startLeadStack,
  uniqueEmail,
  waitFor,
} from "./lead-stack.ts";

let lead: LeadStack;
const ADMIN_EMAIL = "admin@example.com";
const SITE_URL = "http://site.test";

beforeAll(async () => {
  lead = await startLeadStack({
    LEADS_RATE_LIMIT_MAX: "1000",
    SITE_URL,
    EMAIL_LINK_SECRET: LOCAL_EMAIL_LINK_SECRET,
  });
});
afterAll(async () => {
  await lead?.stop();
});

type Slot = { start: string; end: string };

async function slotsOn(date: string, tz = "Europe/Berlin"): Promise<Slot[]> {
  const response = await fetch(`${lead.stack.apiUrl}/functions/v1/demo-availability?from=${date}&days=1&tz=${tz}`, {
    headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
  });
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** A weekday at least three weeks ahead (`offset` more), so the rep's notice never matters. */
function futureWeekday(offset = 0): string {
  const day = new Date(Date.now() + (22 + offset) * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function bookDemo(date: string, index: number) {
  const email = uniqueEmail("invite");
  const sent = await lead.invoke("send-demo-request", { fullName: "Ada Lovelace", email, company: "Acme" });
  const { requestId } = sent.body as { requestId: string };
  const slot = (await slotsOn(date))[index];
  const booked = await lead.invoke("book-demo", { requestId, start: slot.start, timeZone: "Europe/Berlin" });
  expect(booked.status).toBe(200);
  return { email, requestId, slot, booking: (booked.body as { booking: { id: string } }).booking };
}

/** The visitor's messages with this subject start, once delivered. */
async function mailTo(address: string, subject: RegExp): Promise<InboxMessageDetail> {
  return await waitFor(`an email "${subject}" to ${address}`, async () => {
    await deliverLeadEmailsNow(lead.stack);
    const mails = await lead.mailsAbout(address);
    return mails.find((mail) => mail.To.some((to) => to.Address === address) && subject.test(mail.Subject));
  });
}

interface Attachment {
  PartID: string;
  FileName: string;
  ContentType: string;
}

/** The message's calendar invitation, parsed: METHOD, and its one event's UID, SEQUENCE, STATUS, start. */
async function calendarOf(message: InboxMessageDetail) {
  const detail = (await (await fetch(`${lead.stack.inboxUrl}/api/v1/message/${message.ID}`)).json()) as {
    Attachments: Attachment[];
  };
  // nodemailer sends the invitation twice: as a text/calendar alternative (no file name, so Mailpit
  // lists it nowhere) and as invite.ics, which Mailpit lists; both hold the same bytes.
  const part = detail.Attachments.find((attachment) => attachment.FileName === "invite.ics");
  expect(part, "the invitation, invite.ics").toBeDefined();
  const ics = await (await fetch(`${lead.stack.inboxUrl}/api/v1/message/${message.ID}/part/${part!.PartID}`)).text();
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  // What Gmail, Outlook and Apple Mail look for: a text/calendar alternative naming the iTIP method.
  const raw = await (await fetch(`${lead.stack.inboxUrl}/api/v1/message/${message.ID}/raw`)).text();
  const method = String(calendar.getFirstPropertyValue("method"));
  expect(raw).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, "i"));
  expect(raw).toMatch(/Content-Type: multipart\/alternative;/i);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    attendees: event.getAllProperties("attendee").map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
  };
}

/** The signed link's token from the visitor's email: "Need another time? <url>", "Cancel: <url>". */
function tokenIn(message: InboxMessageDetail, action: "reschedule" | "cancel"): string {
  const pattern = action === "reschedule" ? /Need another time\? (\S+)/ : /Cancel: (\S+)/;
  const url = new URL(pattern.exec(message.Text)![1]);
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/demo-booking`);
  return decodeURIComponent(url.hash.replace(/^#token=/, ""));
}

const manage = (body: unknown) => lead.invoke("manage-demo", body, { "Idempotency-Key": crypto.randomUUID() });

async function read(token: string) {
  const response = await fetch(`${lead.stack.apiUrl}/functions/v1/manage-demo?token=${encodeURIComponent(token)}`, {
    headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a booked demo's emails and links", { timeout: 120_000 }, () => {
  it("invite the visitor and the rep to one event, then move it and cancel it through the links", async () => {
    const date = futureWeekday();
    const { email, slot, booking } = await bookDemo(date, 2);

    const invitation = await mailTo(email, /^Your demo is booked/);
    const repCopy = await mailTo(ADMIN_EMAIL, /^Demo booked: Ada Lovelace, Acme/);
    const first = await calendarOf(invitation);
    expect(first).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", start: slot.start });
    expect(first.attendees).toEqual([`mailto:${ADMIN_EMAIL}`, `mailto:${email}`]);
    expect(await calendarOf(repCopy)).toEqual(first);
    expect(repCopy.Text).toContain(`${SITE_URL}/admin?lead=demo-`);

    // The reschedule link reads its booking, and moves it.
    const rescheduleToken = tokenIn(invitation, "reschedule");
    expect(await read(rescheduleToken)).toMatchObject({
      status: 200,
      body: { action: "reschedule", booking: { id: booking.id, start: slot.start, status: "booked" } },
    });
    const later = (await slotsOn(date)).at(-1)!;
    const moved = await manage({ token: rescheduleToken, start: later.start, timeZone: "Europe/Berlin" });
    expect(moved).toMatchObject({ status: 200, body: { booking: { start: later.start, status: "booked" } } });
    const movedId = (moved.body as { booking: { id: string } }).booking.id;
    expect(movedId).not.toBe(booking.id);
    expect((await slotsOn(date)).map((free) => free.start)).toContain(slot.start);

    const update = await mailTo(email, /^Your demo has moved/);
    expect(await calendarOf(update)).toMatchObject({
      method: "REQUEST",
      uid: first.uid,
      sequence: 2,
      start: later.start,
    });
    // The old links now say what happened, and cannot move it again.
    expect(await read(rescheduleToken)).toMatchObject({ body: { booking: { status: "rescheduled" } } });
    const stale = await manage({ token: tokenIn(invitation, "cancel") });
    expect(stale).toMatchObject({ status: 409, body: { error: { title: "This demo has changed" } } });

    // The new email's cancel link cancels, frees the time, and both calendars drop the event.
    const cancelled = await manage({ token: tokenIn(update, "cancel") });
    expect(cancelled).toMatchObject({ status: 200, body: { booking: { id: movedId, status: "cancelled" } } });
    expect(await manage({ token: tokenIn(update, "cancel") })).toMatchObject({ status: 200 });
    expect((await slotsOn(date)).map((free) => free.start)).toContain(later.start);
    const visitorCancel = await calendarOf(await mailTo(email, /^Your demo is cancelled/));
    const repCancel = await calendarOf(await mailTo(ADMIN_EMAIL, /^Demo cancelled: Ada Lovelace, Acme/));
    for (const cancel of [visitorCancel, repCancel]) {
      expect(cancel).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 3, status: "CANCELLED" });
    }
    const { data } = await lead.serviceRole.from("lead_emails").select("purpose").eq("booking_id", movedId);
    expect(data?.map((row) => row.purpose).sort()).toEqual([
      "cancellation",
      "invitation",
      "rep-cancellation",
      "rep-invitation",
    ]);
  });

  it("refuses a link that is forged, expired, for another action, or hostile, and changes nothing", async () => {
    const { email, booking } = await bookDemo(futureWeekday(1), 4);
    const invitation = await mailTo(email, /^Your demo is booked/);
    const cancelToken = tokenIn(invitation, "cancel");
    const sign = (secret: string, expires: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer("email-link")
        .setAudience("demo-booking:cancel")
        .setSubject(booking.id)
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const hourAgo = Math.floor(Date.now() / 1000) - 3_600;
    const inAnHour = hourAgo + 7_200;

    expect(await manage({ token: await sign(LOCAL_EMAIL_LINK_SECRET, hourAgo) })).toMatchObject({ status: 410 });
    expect(await read(await sign(LOCAL_EMAIL_LINK_SECRET, hourAgo))).toMatchObject({ status: 410 });
    expect(await manage({ token: await sign("someone-else's-secret-of-enough-length", inAnHour) })).toMatchObject({
      status: 400,
      body: { error: { field: "token", title: "This link is not valid" } },
    });
    expect(await manage({ token: cancelToken, start: "2030-01-07T10:00:00Z", timeZone: "UTC" })).toMatchObject({
      status: 400,
      body: { error: { field: "start" } },
    });
    for (const body of [
      {},
      { token: 1 },
      { token: "\u0000" },
      { token: "\ud800" },
      { token: "x".repeat(5_000) },
      [1],
    ]) {
      const answer = await manage(body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await read("%00")).status).toBe(400);
    expect((await read("a".repeat(3_000))).status).toBe(414);
    const { data } = await lead.serviceRole.from("demo_bookings").select("status").eq("id", booking.id);
    expect(data).toEqual([{ status: "booked" }]);
  });
});
