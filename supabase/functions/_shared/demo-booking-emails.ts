// The emails about a booked demo, each carrying its calendar invitation (demo-invitation.ts):
//   invitation        to the visitor: booked (or moved), with the links to reschedule or cancel
//   rep-invitation    to the rep: who, when in the rep's zone, and the lead in the admin area
//   cancellation      to the visitor: METHOD:CANCEL, the request still stands
//   rep-cancellation  to the rep: cancelled, or moved to a colleague
// The outbox (lead_emails, with booking_id) sends them as it sends the lead emails.

import { BRAND } from "@rules/brand.ts";
import { adminSubmissionUrl } from "@rules/admin-links.ts";
import { cleanSingleLine } from "@rules/text-cleaning.ts";
import { demoEventUid, invitationIcs } from "./demo-invitation.ts";
import { escapeHtml } from "./html-escape.ts";
import type { EmailAddress, MailSettings, OutgoingEmail } from "./lead-emails.ts";
import { actionButton, brandedEmailHtml, brandedEmailText, note, paragraph } from "./lead-emails-layout.ts";

/** What demo_booking_mail_data() answers, as dates. */
export interface BookingMailData {
  id: string;
  demoRequestId: string;
  start: Date;
  end: Date;
  visitorTimeZone: string;
  status: "booked" | "cancelled" | "rescheduled";
  sequence: number;
  /** The booking this one replaced (a reschedule). */
  replaces: string | null;
  rep: { id: string; email: string; name: string | null; timeZone: string };
  visitor: { fullName: string; email: string; company: string };
}

export type BookingEmailPurpose = "invitation" | "rep-invitation" | "cancellation" | "rep-cancellation";

export interface BookingEmail {
  purpose: BookingEmailPurpose;
  message: OutgoingEmail;
}

/** The visitor's links, when the site's address and EMAIL_LINK_SECRET are configured. */
export interface ManageLinks {
  reschedule: string;
  cancel: string;
}

interface Context {
  mail: MailSettings;
  now: Date;
}

/**
 * "Tuesday, December 1, 2026, 9:00 – 9:30 AM EST", in a zone; plain spaces for the narrow and thin
 * ones ICU puts around the dash and before AM, which some mail clients show as boxes in a subject.
 */
export function meetingLabel(start: Date, end: Date, timeZone: string): string {
  const label = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).formatRange(start, end);
  return label.replace(/[\u00a0\u2009\u202f]/g, " ");
}

/** The label with the zone named: "… 9:30 AM EST (America/New_York)". */
const when = (booking: BookingMailData, timeZone: string) =>
  `${meetingLabel(booking.start, booking.end, timeZone)} (${timeZone})`;

const addressOf = (name: string | null | undefined, address: string): EmailAddress => {
  const clean = cleanSingleLine(name ?? "");
  return clean ? { name: clean, address } : { address };
};
const visitorOf = (booking: BookingMailData) => addressOf(booking.visitor.fullName, booking.visitor.email);
const repOf = (booking: BookingMailData) => addressOf(booking.rep.name, booking.rep.email);
const repName = (booking: BookingMailData) => cleanSingleLine(booking.rep.name ?? "") || booking.rep.email;
const visitorLabel = (booking: BookingMailData) =>
  [cleanSingleLine(booking.visitor.fullName), cleanSingleLine(booking.visitor.company)].filter(Boolean).join(", ");

function calendarFor(booking: BookingMailData, method: "REQUEST" | "CANCEL", context: Context) {
  const summary = `${BRAND.name} demo: ${visitorLabel(booking)} with ${repName(booking)}`;
  const ics = invitationIcs({
    method,
    uid: demoEventUid(booking.demoRequestId, context.mail.from.address),
    // A cancellation outranks the invitation it withdraws.
    sequence: booking.sequence + (method === "CANCEL" ? 1 : 0),
    start: booking.start,
    end: booking.end,
    timeZone: booking.visitorTimeZone,
    summary,
    description: `A ${BRAND.name} product demo. ${repName(booking)} will send the video call details before the meeting.`,
    organizer: { name: `${BRAND.name} sales`, address: context.mail.salesInbox.address },
    rep: repOf(booking),
    visitor: visitorOf(booking),
    now: context.now,
  });
  return { method, ics };
}

function compose(
  heading: string,
  paragraphs: string[],
  reason: string,
  extra: { text?: string; html?: string; after?: string[] } = {},
) {
  const after = extra.after ?? [];
  return {
    text: brandedEmailText(heading, [...paragraphs, extra.text ?? "", ...after].filter(Boolean).join("\n\n"), reason),
    html: brandedEmailHtml({
      heading,
      contentHtml: [
        ...paragraphs.map((line) => paragraph(escapeHtml(line))),
        extra.html ?? "",
        ...after.map((line) => note(escapeHtml(line), "0 0 16px")),
      ].join("\n"),
      reasonHtml: escapeHtml(reason),
    }),
  };
}

const SIGNATURE = `The ${BRAND.name} team`;
const VISITOR_REASON = `this address booked a demo on the ${BRAND.name} website. If that wasn't you, reply to this email and we'll cancel it.`;

function visitorInvitation(booking: BookingMailData, links: ManageLinks | null, context: Context): OutgoingEmail {
  const moved = booking.replaces !== null;
  const heading = moved ? "Your demo has moved" : "Your demo is booked";
  const time = when(booking, booking.visitorTimeZone);
  const name = cleanSingleLine(booking.visitor.fullName);
  const lines = [
    name ? `Hello ${name},` : "Hello,",
    `${repName(booking)} will meet you on ${time}. The calendar invitation is attached: open it to add the meeting to your calendar.`,
    `${repName(booking)} will send you the video call details before the meeting.`,
  ];
  const manage = links
    ? {
        text: `Need another time? ${links.reschedule}\nCan't make it? Cancel: ${links.cancel}`,
        html: `${actionButton(escapeHtml(links.reschedule), "Pick another time", "Or paste this address into your browser:")}${note(`Can't make it? <a href="${escapeHtml(links.cancel)}">Cancel the demo</a>.`, "0 0 16px")}`,
        after: ["These links work until the meeting starts; no account needed.", SIGNATURE],
      }
    : { after: ["To move or cancel it, reply to this email.", SIGNATURE] };
  return {
    from: context.mail.from,
    to: visitorOf(booking),
    replyTo: context.mail.salesInbox,
    subject: `${heading}: ${time}`,
    ...compose(heading, lines, VISITOR_REASON, manage),
    calendar: calendarFor(booking, "REQUEST", context),
  };
}

function repInvitation(booking: BookingMailData, context: Context): OutgoingEmail {
  const moved = booking.replaces !== null;
  const heading = moved ? "A demo has moved to you" : "A demo is booked with you";
  const time = when(booking, booking.rep.timeZone);
  const lines = [
    `${visitorLabel(booking)} booked a demo with you on ${time}.`,
    `In their time zone: ${when(booking, booking.visitorTimeZone)}.`,
    `Email: ${booking.visitor.email}. Send them the video call details before the meeting; replying to this email writes to them.`,
  ];
  const link = context.mail.siteUrl ? adminSubmissionUrl(context.mail.siteUrl, "demo", booking.demoRequestId) : null;
  const reason = `you are a demo rep on the ${BRAND.name} website, and round-robin gave you this demo.`;
  return {
    from: context.mail.from,
    to: repOf(booking),
    replyTo: visitorOf(booking),
    subject: `${moved ? "Demo moved" : "Demo booked"}: ${visitorLabel(booking)}, ${time}`,
    ...compose(heading, lines, reason, {
      text: link ? `Open the lead: ${link}` : "",
      html: link ? actionButton(escapeHtml(link), "Open the lead", "Or paste this address into your browser:") : "",
    }),
    calendar: calendarFor(booking, "REQUEST", context),
  };
}

function visitorCancellation(booking: BookingMailData, context: Context): OutgoingEmail {
  const heading = "Your demo is cancelled";
  const time = when(booking, booking.visitorTimeZone);
  const name = cleanSingleLine(booking.visitor.fullName);
  const lines = [
    name ? `Hello ${name},` : "Hello,",
    `Your demo on ${time} is cancelled, and the calendar event with it.`,
    "Your demo request still stands: we'll be in touch. To book another time now, reply to this email.",
    SIGNATURE,
  ];
  return {
    from: context.mail.from,
    to: visitorOf(booking),
    replyTo: context.mail.salesInbox,
    subject: `${heading}: ${time}`,
    ...compose(heading, lines, VISITOR_REASON),
    calendar: calendarFor(booking, "CANCEL", context),
  };
}

function repCancellation(booking: BookingMailData, movedToColleague: boolean, context: Context): OutgoingEmail {
  const heading = movedToColleague ? "A demo moved to a colleague" : "A demo was cancelled";
  const time = when(booking, booking.rep.timeZone);
  const lines = [
    movedToColleague
      ? `${visitorLabel(booking)} moved their demo of ${time} to a time when a colleague is free; it is off your calendar.`
      : `${visitorLabel(booking)} cancelled their demo of ${time}; the time is free again.`,
  ];
  return {
    from: context.mail.from,
    to: repOf(booking),
    replyTo: visitorOf(booking),
    subject: `${movedToColleague ? "Demo moved" : "Demo cancelled"}: ${visitorLabel(booking)}, ${time}`,
    ...compose(heading, lines, `you were the rep of this demo on the ${BRAND.name} website.`),
    calendar: calendarFor(booking, "CANCEL", context),
  };
}

/** A booking made or moved: the visitor's invitation (with links) and the rep's. */
export const bookedEmails = (booking: BookingMailData, links: ManageLinks | null, context: Context): BookingEmail[] => [
  { purpose: "invitation", message: visitorInvitation(booking, links, context) },
  { purpose: "rep-invitation", message: repInvitation(booking, context) },
];

/** A booking the visitor cancelled: both are told, and both calendars drop the event. */
export const cancelledEmails = (booking: BookingMailData, context: Context): BookingEmail[] => [
  { purpose: "cancellation", message: visitorCancellation(booking, context) },
  { purpose: "rep-cancellation", message: repCancellation(booking, false, context) },
];

/**
 * A booking moved away from (`old`, now 'rescheduled'): the visitor's calendar updates through the
 * new invitation (same UID, higher SEQUENCE); the old rep hears only when the new time went to
 * someone else.
 */
export const movedAwayEmails = (
  old: BookingMailData,
  replacement: BookingMailData,
  context: Context,
): BookingEmail[] =>
  old.rep.id === replacement.rep.id
    ? []
    : [{ purpose: "rep-cancellation", message: repCancellation(old, true, context) }];
