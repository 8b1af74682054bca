// The calendar invitation a demo confirmation carries (RFC 5545, iTIP RFC 5546), with
// ical-generator: METHOD:REQUEST to add or move the meeting, METHOD:CANCEL to take it off. One
// UID per demo request, so calendars update the same event when it moves; times are UTC instants
// (DTSTART:…Z) that every client shows in its own zone, with the zone the visitor booked in named
// (X-WR-TIMEZONE) for the ones that display it.
//
// The sales inbox organizes the meeting; the rep and the visitor attend. Neither of them is then
// the organizer of an event they received, which clients treat as a conflict.

import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { BRAND } from "@rules/brand.ts";
import type { CalendarPart, EmailAddress } from "./lead-emails.ts";

export interface Invitation {
  method: CalendarPart["method"];
  /** Stable for the demo request: demoEventUid(). */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The visitor's IANA zone, named in the file. */
  timeZone: string;
  summary: string;
  description: string;
  /** Where the meeting is held or managed (a link); optional. */
  url?: string;
  organizer: EmailAddress;
  rep: EmailAddress;
  visitor: EmailAddress;
  /** DTSTAMP: when this message was made. */
  now: Date;
}

/** The event's UID: one per demo request, at the sender's domain (RFC 5545 3.8.4.7). */
export function demoEventUid(demoRequestId: string, senderAddress: string): string {
  const domain = (senderAddress.split("@").pop() ?? "").replace(/[^A-Za-z0-9.-]/g, "") || "localhost";
  return `demo-${demoRequestId}@${domain}`;
}

// A parameter value (CN) cannot hold a double quote (RFC 5545 3.1); names are the visitor's input.
const cn = (name: string | undefined) => name?.replace(/["\p{Cc}]/gu, "").trim() || undefined;

export function invitationIcs(invite: Invitation): string {
  const cancel = invite.method === "CANCEL";
  const calendar = ical({
    prodId: { company: BRAND.name, product: "Demo booking", language: "EN" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.x([["X-WR-TIMEZONE", invite.timeZone]]);
  const attendee = (who: EmailAddress, status: ICalAttendeeStatus) => ({
    name: cn(who.name),
    email: who.address,
    role: ICalAttendeeRole.REQ,
    status,
    rsvp: !cancel && status === ICalAttendeeStatus.NEEDSACTION,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.now,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    description: invite.description,
    url: invite.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: cn(invite.organizer.name) ?? BRAND.name, email: invite.organizer.address },
    attendees: [
      attendee(invite.rep, ICalAttendeeStatus.ACCEPTED),
      attendee(invite.visitor, ICalAttendeeStatus.NEEDSACTION),
    ],
  });
  return calendar.toString();
}
