import { Detail } from "../ui/detail";
import { useDemoBooking } from "./demo-bookings-api";
import { meetingTime, repLabel } from "./demo-booking-format";
import { useLeadStaff } from "./lead-workflow-api";

/** A demo request's booking as a row of the lead's details: when (the admin's time), with whom, the visitor's zone. */
export function DemoBookingDetail({ demoRequestId }: { demoRequestId: string }) {
  const booking = useDemoBooking(demoRequestId);
  const staff = useLeadStaff();
  if (booking.isPending) return null;
  if (booking.isError) return <Detail term="Demo">The booking could not be loaded.</Detail>;
  const data = booking.data;
  if (!data) return <Detail term="Demo">Not booked yet</Detail>;
  const when = meetingTime(data.starts_at, data.ends_at);
  return (
    <Detail term="Demo">
      {data.status === "cancelled" ? (
        <>
          <span className="font-medium">Cancelled</span> (was {when})
        </>
      ) : (
        <>
          <span className="font-medium">{when}</span> with {repLabel(data.rep_id, staff.data)}
        </>
      )}
      <span className="block text-muted-foreground">Visitor&apos;s time zone: {data.visitor_time_zone}</span>
    </Detail>
  );
}
