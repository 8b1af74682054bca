// Queues the emails about a booking (demo-booking-emails.ts) in the lead emails' outbox, with the
// visitor's signed links (demo-links.ts), and starts their delivery after the answer. Queueing is
// idempotent per booking and purpose (queue_demo_booking_emails()), so a retried request, or a
// repeated click on a link, sends nothing twice.

import {
  bookedEmails,
  type BookingEmail,
  type BookingMailData,
  cancelledEmails,
  movedAwayEmails,
} from "./demo-booking-emails.ts";
import { demoLinkUrl, signDemoLinkToken } from "./demo-links.ts";
import type { MailSettings } from "./lead-emails.ts";
import { messageIdFor } from "./lead-handler.ts";

export interface QueuedBookingEmail extends BookingEmail {
  id: string;
  messageId: string;
}

export interface BookingMailStore {
  mailData(bookingId: string): Promise<BookingMailData | null>;
  /** Answers the ids of the messages that were new (a message already queued stays as it was). */
  queueEmails(bookingId: string, emails: QueuedBookingEmail[]): Promise<string[]>;
}

export interface BookingMailDeps {
  store: BookingMailStore;
  mail: MailSettings;
  /** EMAIL_LINK_SECRET; without it (or without SITE_URL) the emails ask the visitor to reply instead. */
  linkSecret?: string;
  now: () => Date;
  deliverSoon: (emailIds: string[]) => void;
  newId?: () => string;
}

/** What the booking functions tell: a booking made or moved, or cancelled. */
export interface BookingMail {
  booked(bookingId: string): Promise<void>;
  cancelled(bookingId: string): Promise<void>;
}

export function createBookingMail(deps: BookingMailDeps): BookingMail {
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const context = () => ({ mail: deps.mail, now: deps.now() });

  async function queue(bookingId: string, emails: BookingEmail[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const queued = emails.map((email) => {
      const id = newId();
      return { ...email, id, messageId: messageIdFor(id, deps.mail) };
    });
    return await deps.store.queueEmails(bookingId, queued);
  }

  async function linksFor(booking: BookingMailData) {
    const site = deps.mail.siteUrl;
    if (!deps.linkSecret || !site) return null;
    const sign = async (action: "cancel" | "reschedule") =>
      demoLinkUrl(
        site,
        await signDemoLinkToken(deps.linkSecret!, {
          bookingId: booking.id,
          action,
          expiresAt: booking.start,
          now: deps.now(),
        }),
      );
    return { reschedule: await sign("reschedule"), cancel: await sign("cancel") };
  }

  async function load(bookingId: string): Promise<BookingMailData> {
    const booking = await deps.store.mailData(bookingId);
    if (!booking) throw new Error(`no booking ${bookingId} to write about`);
    return booking;
  }

  return {
    async booked(bookingId) {
      const booking = await load(bookingId);
      const ids = await queue(booking.id, bookedEmails(booking, await linksFor(booking), context()));
      if (booking.replaces) {
        const old = await load(booking.replaces);
        ids.push(...(await queue(old.id, movedAwayEmails(old, booking, context()))));
      }
      if (ids.length) deps.deliverSoon(ids);
    },
    async cancelled(bookingId) {
      const booking = await load(bookingId);
      const ids = await queue(booking.id, cancelledEmails(booking, context()));
      if (ids.length) deps.deliverSoon(ids);
    },
  };
}
