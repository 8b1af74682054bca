// The booking functions' store on Supabase, with the service role: demo_availability_data(),
// book_demo(), reschedule_demo_booking(), cancel_demo_booking(), demo_booking_mail_data() and
// queue_demo_booking_emails() (migrations 20261128001000 and 20261128001200), and the tables.

import type { SupabaseClient } from "@supabase/supabase-js";
import type { RepAvailability } from "./demo-slots.ts";
import { type BookingRecord, type BookingStore, type ManagedBooking, RescheduleRefused } from "./demo-booking.ts";
import type { BookingMailData } from "./demo-booking-emails.ts";

interface BookingRow {
  id: string;
  rep_id: string;
  starts_at: string;
  ends_at: string;
  existing?: boolean;
}

const toRecord = (row: BookingRow): BookingRecord => ({
  id: row.id,
  repId: row.rep_id,
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  existing: row.existing ?? true,
});

type MailDataJson = Omit<BookingMailData, "start" | "end"> & { start: string; end: string };

export function createSupabaseBookingStore(client: SupabaseClient): BookingStore {
  return {
    async availability(from, to) {
      const { data, error } = await client.rpc("demo_availability_data", {
        p_from: from.toISOString(),
        p_to: to.toISOString(),
      });
      if (error) throw new Error(`demo_availability_data failed: ${error.message}`);
      const answer = data as {
        reps: Array<Omit<RepAvailability, "hours"> & { hours: RepAvailability["hours"] }>;
        bookings: Array<{ repId: string; start: string; end: string }>;
      };
      return {
        reps: answer.reps,
        bookings: answer.bookings.map((booking) => ({
          repId: booking.repId,
          start: new Date(booking.start),
          end: new Date(booking.end),
        })),
      };
    },
    async book({ requestId, start, end, timeZone, repIds }) {
      const { data, error } = await client.rpc("book_demo", {
        p_demo_request_id: requestId,
        p_starts_at: start.toISOString(),
        p_ends_at: end.toISOString(),
        p_visitor_time_zone: timeZone,
        p_rep_ids: repIds,
      });
      if (error) throw new Error(`book_demo failed: ${error.message}`);
      const [row] = (data ?? []) as BookingRow[];
      return row ? toRecord(row) : null;
    },
    async request(requestId) {
      const found = await client.from("demo_requests").select("id").eq("id", requestId).maybeSingle();
      if (found.error) throw new Error(`reading the demo request failed: ${found.error.message}`);
      if (!found.data) return null;
      const { data, error } = await client
        .from("demo_bookings")
        .select("id, rep_id, starts_at, ends_at")
        .eq("demo_request_id", requestId)
        .eq("status", "booked")
        .maybeSingle();
      if (error) throw new Error(`reading the booking failed: ${error.message}`);
      return { booking: data ? toRecord(data as BookingRow) : null };
    },
    async booking(bookingId) {
      const { data, error } = await client
        .from("demo_bookings")
        .select("id, starts_at, ends_at, visitor_time_zone, status")
        .eq("id", bookingId)
        .maybeSingle();
      if (error) throw new Error(`reading the booking failed: ${error.message}`);
      if (!data) return null;
      const row = data as { id: string; starts_at: string; ends_at: string; visitor_time_zone: string; status: string };
      return {
        id: row.id,
        start: new Date(row.starts_at),
        end: new Date(row.ends_at),
        timeZone: row.visitor_time_zone,
        status: row.status as ManagedBooking["status"],
      };
    },
    async cancel(bookingId) {
      const { data, error } = await client.rpc("cancel_demo_booking", { p_booking_id: bookingId });
      if (error) throw new Error(`cancel_demo_booking failed: ${error.message}`);
      const [row] = (data ?? []) as Array<{ status: ManagedBooking["status"]; changed: boolean }>;
      return row ? { status: row.status, changed: row.changed } : null;
    },
    async reschedule({ bookingId, start, end, timeZone, repIds }) {
      const { data, error } = await client.rpc("reschedule_demo_booking", {
        p_booking_id: bookingId,
        p_starts_at: start.toISOString(),
        p_ends_at: end.toISOString(),
        p_visitor_time_zone: timeZone,
        p_rep_ids: repIds,
      });
      // exclusion_violation: every free rep was taken meanwhile; 55000: cancelled or moved already.
      if (error?.code === "23P01") throw new RescheduleRefused("taken");
      if (error?.code === "55000" || error?.code === "P0002") throw new RescheduleRefused("notCurrent");
      if (error) throw new Error(`reschedule_demo_booking failed: ${error.message}`);
      const [row] = (data ?? []) as BookingRow[];
      if (!row) throw new Error("reschedule_demo_booking answered no booking");
      return toRecord(row);
    },
    async mailData(bookingId) {
      const { data, error } = await client.rpc("demo_booking_mail_data", { p_booking_id: bookingId });
      if (error) throw new Error(`demo_booking_mail_data failed: ${error.message}`);
      if (!data) return null;
      const json = data as MailDataJson;
      return { ...json, start: new Date(json.start), end: new Date(json.end) };
    },
    async queueEmails(bookingId, emails) {
      const { data, error } = await client.rpc("queue_demo_booking_emails", {
        p_booking_id: bookingId,
        p_emails: emails.map((email) => ({
          id: email.id,
          purpose: email.purpose,
          message_id: email.messageId,
          message: email.message,
        })),
      });
      if (error) throw new Error(`queue_demo_booking_emails failed: ${error.message}`);
      return (data ?? []) as string[];
    },
  };
}
