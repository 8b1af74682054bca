import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BookingProblem } from "~/components/demo-booking/booking-api";
import { Button } from "~/components/ui/button";
import { RefreshCw } from "~/components/ui/icons";
import { manageDemo } from "~/content/demo-booking/manage-demo";
import { BookingTime } from "./booking-time";
import type { ManagedBooking } from "./manage-demo-api";
import { StateHeading } from "~/components/ui/state-heading";

// What the page says when the link has nothing (more) to do, or could not be read.

function Notice({ heading, focus, children }: { heading: string; focus: boolean; children: ReactNode }) {
  return (
    <>
      <StateHeading focus={focus}>{heading}</StateHeading>
      {children}
    </>
  );
}

const Text = ({ children }: { children: ReactNode }) => <p className="mt-5 text-muted-foreground">{children}</p>;

export function AlreadyCancelled({ booking, focus }: { booking: ManagedBooking; focus: boolean }) {
  const words = manageDemo.alreadyCancelled;
  return (
    <Notice heading={words.heading} focus={focus}>
      <BookingTime label={words.timeLabel} slot={booking} timeZone={booking.timeZone} />
      <Text>{words.text}</Text>
    </Notice>
  );
}

export function Moved({ booking, focus }: { booking: ManagedBooking; focus: boolean }) {
  const words = manageDemo.moved;
  return (
    <Notice heading={words.heading} focus={focus}>
      <BookingTime label={words.timeLabel} slot={booking} timeZone={booking.timeZone} />
      <Text>{words.text}</Text>
    </Notice>
  );
}

export function Expired({ focus }: { focus: boolean }) {
  const words = manageDemo.expired;
  return (
    <Notice heading={words.heading} focus={focus}>
      <Text>{words.text}</Text>
      <Button asChild variant="outline" className="mt-6">
        <Link to={words.contact.href}>{words.contact.label}</Link>
      </Button>
    </Notice>
  );
}

export function Invalid({ focus }: { focus: boolean }) {
  const words = manageDemo.invalid;
  return (
    <Notice heading={words.heading} focus={focus}>
      <Text>{words.text}</Text>
    </Notice>
  );
}

/** The read failed (no answer, too many attempts, a server error): the function's words where it had any. */
export function LoadFailed({
  problem,
  focus,
  onRetry,
}: {
  problem: BookingProblem | null;
  focus: boolean;
  onRetry: () => void;
}) {
  const { title, description } = problem ?? manageDemo.loadFailed;
  return (
    <Notice heading={title} focus={focus}>
      <Text>{description}</Text>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {manageDemo.retry}
      </Button>
    </Notice>
  );
}
