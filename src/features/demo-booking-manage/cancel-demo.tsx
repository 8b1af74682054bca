import { useState } from "react";
import type { BookingProblem } from "~/components/demo-booking/booking-api";
import { describeSlot } from "~/components/demo-booking/slot-days";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { MailCheck } from "~/components/ui/icons";
import { manageDemo } from "~/content/demo-booking/manage-demo";
import { useIdempotencyKeys } from "~/lib/idempotency-key";
import { BookingTime } from "./booking-time";
import type { ManageDemoApi, ManagedBooking } from "./manage-demo-api";
import { StateHeading } from "~/components/ui/state-heading";

const { cancel: words, cancelled } = manageDemo;

interface CancelDemoProps {
  api: ManageDemoApi;
  token: string;
  booking: ManagedBooking;
  /** The link no longer cancels this booking (moved meanwhile, expired): read it again. */
  onClosed: () => void;
  focus: boolean;
}

/** A cancel link's page: the booking, "Cancel this demo", a question that asks first, then the outcome. */
export function CancelDemo({ api, token, booking, onClosed, focus }: CancelDemoProps) {
  const [done, setDone] = useState(false);
  // Shown in the dialog, which stays open for another try: the page behind it is hidden from screen readers.
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const idempotencyKeys = useIdempotencyKeys();
  const time = describeSlot(booking, booking.timeZone);

  async function cancel() {
    setProblem(null);
    const result = await api
      .cancel(token, idempotencyKeys.keyFor({ token }))
      .catch(() => ({ kind: "failed", problem: null }) as const);
    if (result.kind === "cancelled") {
      idempotencyKeys.succeeded();
      setDone(true);
    } else if (result.kind === "closed") {
      onClosed();
    } else {
      setProblem(result.problem ?? words.failed);
      return false;
    }
  }

  if (done) {
    return (
      <>
        <StateHeading focus>{cancelled.heading}</StateHeading>
        <BookingTime label={cancelled.timeLabel} slot={booking} timeZone={booking.timeZone} />
        <p className="mt-5 flex gap-2 font-medium text-foreground">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {cancelled.email}
        </p>
        <p className="mt-2 text-muted-foreground">{cancelled.followUp}</p>
      </>
    );
  }

  return (
    <>
      <StateHeading focus={focus}>{words.heading}</StateHeading>
      <BookingTime label={manageDemo.bookedFor} slot={booking} timeZone={booking.timeZone} />
      <p className="mt-5 text-muted-foreground">{words.intro}</p>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="mt-6 w-full sm:w-auto">
            {words.button}
          </Button>
        }
        title={words.confirmTitle}
        description={words.confirmDescription(time)}
        confirmLabel={words.confirm}
        busyLabel={words.confirming}
        cancelLabel={words.keep}
        onConfirm={cancel}
        onClosed={() => setProblem(null)}
      >
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            <span className="font-semibold">{problem.title}</span> {problem.description}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
