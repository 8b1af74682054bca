// Demo bookings as the admin area reads them (migration 20261128001000_demo_booking.sql; leads
// staff read demo_bookings): a demo request's booking, the leads screen's agenda of upcoming demos,
// and each rep's agenda on the demo scheduling screen.
import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { leadKeys } from "./leads-api";

export interface DemoBooking {
  id: string;
  demo_request_id: string;
  rep_id: string;
  starts_at: string;
  ends_at: string;
  visitor_time_zone: string;
  status: "booked" | "cancelled";
}

export interface UpcomingDemo extends DemoBooking {
  /** The demo request it books (embedded through the foreign key). */
  demo_requests: { full_name: string; company: string } | null;
}

const COLUMNS = "id, demo_request_id, rep_id, starts_at, ends_at, visitor_time_zone, status";
export const AGENDA_SIZE = 10;
/** How many of a rep's next demos the demo scheduling screen lists. */
export const REP_AGENDA_SIZE = 5;

export const bookingKeys = {
  ofRequest: (id: string) => [...leadKeys.all, "booking", id] as const,
  agenda: [...leadKeys.all, "agenda"] as const,
  ofRep: (repId: string) => [...leadKeys.all, "agenda", "rep", repId] as const,
};

/** A demo request's latest booking (live or cancelled), or null. */
export const useDemoBooking = (demoRequestId: string) =>
  useQuery({
    queryKey: bookingKeys.ofRequest(demoRequestId),
    queryFn: async () => {
      const { data, error } = await (
        await getSupabase()
      )
        .from("demo_bookings")
        .select(COLUMNS)
        .eq("demo_request_id", demoRequestId)
        .order("created_at", { ascending: false })
        .limit(1);
      if (error) throw error;
      return ((data ?? []) as DemoBooking[])[0] ?? null;
    },
  });

/** The next booked demos, soonest first, with who asked. */
export const useUpcomingDemos = (now: Date) =>
  useQuery({
    queryKey: bookingKeys.agenda,
    queryFn: async () => {
      const { data, error } = await (
        await getSupabase()
      )
        .from("demo_bookings")
        .select(`${COLUMNS}, demo_requests(full_name, company)`)
        .eq("status", "booked")
        .gte("ends_at", now.toISOString())
        .order("starts_at")
        .limit(AGENDA_SIZE);
      if (error) throw error;
      return (data ?? []) as unknown as UpcomingDemo[];
    },
  });

export interface RepAgenda {
  demos: UpcomingDemo[];
  /** How many upcoming demos the rep has in all. */
  total: number;
}

/** A rep's next booked demos (REP_AGENDA_SIZE at most), soonest first, and how many there are. */
export const useRepAgenda = (repId: string, now: Date) =>
  useQuery({
    queryKey: bookingKeys.ofRep(repId),
    queryFn: async (): Promise<RepAgenda> => {
      const { data, error, count } = await (
        await getSupabase()
      )
        .from("demo_bookings")
        .select(`${COLUMNS}, demo_requests(full_name, company)`, { count: "exact" })
        .eq("rep_id", repId)
        .eq("status", "booked")
        .gte("ends_at", now.toISOString())
        .order("starts_at")
        .limit(REP_AGENDA_SIZE);
      if (error) throw error;
      const demos = (data ?? []) as unknown as UpcomingDemo[];
      return { demos, total: count ?? demos.length };
    },
  });
