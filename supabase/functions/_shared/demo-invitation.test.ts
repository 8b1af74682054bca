// The invitation's structure, read back with ical.js (Mozilla's parser, Thunderbird's): what
// Google Calendar, Outlook and Apple Calendar need of an iTIP message (RFC 5546 3.2.2, 3.2.5).
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { demoEventUid, type Invitation, invitationIcs } from "./demo-invitation.ts";

const invite: Invitation = {
  method: "REQUEST",
  uid: demoEventUid("7f2c9a10-1111-4222-8333-944455556666", "no-reply@sentinelforge.example"),
  sequence: 2,
  start: new Date("2026-03-09T13:00:00Z"),
  end: new Date("2026-03-09T13:30:00Z"),
  timeZone: "America/New_York",
  summary: "SentinelForge demo: Ada Lovelace, Analytical Engines with Grace",
  description: "A product demo; details, with commas.",
  organizer: { name: "SentinelForge sales", address: "sales@sentinelforge.example" },
  rep: { name: "Grace Hopper", address: "grace@sentinelforge.example" },
  visitor: { name: 'Ada "the Countess" Lovelace', address: "ada@example.org" },
  now: new Date("2026-03-01T10:00:00Z"),
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: events[0] };
}

describe("the calendar invitation of a demo", () => {
  it("is one VEVENT with METHOD, a stable UID, SEQUENCE, UTC times and the zone named", () => {
    const ics = invitationIcs(invite);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { calendar, event } = parse(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/SentinelForge/);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/New_York");
    expect(event.getFirstPropertyValue("uid")).toBe("demo-7f2c9a10-1111-4222-8333-944455556666@sentinelforge.example");
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(ics).toContain("DTSTART:20260309T130000Z\r\n");
    expect(ics).toContain("DTEND:20260309T133000Z\r\n");
    expect(ics).toContain("DTSTAMP:20260301T100000Z\r\n");
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.zone?.tzid).toBe("UTC");
    expect(event.getFirstPropertyValue("summary")).toBe(invite.summary);
    expect(event.getFirstPropertyValue("description")).toBe(invite.description);
  });

  it("is organized by the sales inbox, with the rep and the visitor attending", () => {
    const { event } = parse(invitationIcs(invite));
    const organizer = event.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toMatch(/^mailto:sales@sentinelforge\.example$/i);
    expect(organizer.getParameter("cn")).toBe("SentinelForge sales");
    const attendees = event.getAllProperties("attendee").map((attendee) => ({
      address: String(attendee.getFirstValue()).toLowerCase(),
      cn: attendee.getParameter("cn"),
      partstat: attendee.getParameter("partstat"),
      rsvp: attendee.getParameter("rsvp"),
    }));
    expect(attendees).toEqual([
      { address: "mailto:grace@sentinelforge.example", cn: "Grace Hopper", partstat: "ACCEPTED", rsvp: "FALSE" },
      // A double quote cannot stand in a parameter value (RFC 5545 3.1): it is dropped.
      { address: "mailto:ada@example.org", cn: "Ada the Countess Lovelace", partstat: "NEEDS-ACTION", rsvp: "TRUE" },
    ]);
  });

  it("cancels the same event with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE", () => {
    const { calendar, event } = parse(invitationIcs({ ...invite, method: "CANCEL", sequence: 3 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(invite.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getAllProperties("attendee").every((attendee) => attendee.getParameter("rsvp") !== "TRUE")).toBe(true);
  });

  it("keeps hostile text inside its property: line breaks, semicolons, control characters", () => {
    const ics = invitationIcs({
      ...invite,
      summary: "Demo\r\nBEGIN:VEVENT\r\nUID:evil",
      visitor: { name: "Eve\r\nATTENDEE:mailto:x@y\u0000;ROLE=CHAIR", address: "eve@example.org" },
    });
    const { event } = parse(ics);
    expect(event.getFirstPropertyValue("summary")).toBe("Demo\nBEGIN:VEVENT\nUID:evil");
    expect(event.getAllProperties("attendee")).toHaveLength(2);
    expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
  });

  it("takes its UID's domain from the sender, keeping only host characters", () => {
    expect(demoEventUid("abc", "Sales <x@mail.example.com>")).toBe("demo-abc@mail.example.com");
    expect(demoEventUid("abc", "nobody")).toBe("demo-abc@nobody");
    expect(demoEventUid("abc", "")).toBe("demo-abc@localhost");
  });
});
