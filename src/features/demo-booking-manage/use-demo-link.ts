import { useEffect, useState } from "react";
import type { BookingProblem } from "~/components/demo-booking/booking-api";
import type { LinkAction, LinkAnswer, ManageDemoApi, ManagedBooking } from "./manage-demo-api";

/** What the link lets the visitor do, as manage-demo last said. */
export type LinkState =
  | { kind: "loading" }
  /** The booking stands: the link cancels or moves it. */
  | { kind: "open"; action: LinkAction; booking: ManagedBooking }
  | { kind: "alreadyCancelled"; booking: ManagedBooking }
  /** Moved to another time since this link's email: a later email has the links that work. */
  | { kind: "moved"; booking: ManagedBooking }
  /** A token the function does not accept (forged, mangled). */
  | { kind: "invalid" }
  | { kind: "expired" }
  /** The answer did not come, or said to try later: a retry may do. */
  | { kind: "failed"; problem: BookingProblem | null };

function linkStateOf(answer: LinkAnswer): LinkState {
  switch (answer.kind) {
    case "found": {
      const { action, booking } = answer;
      if (booking.status === "cancelled") return { kind: "alreadyCancelled", booking };
      if (booking.status === "rescheduled") return { kind: "moved", booking };
      return { kind: "open", action, booking };
    }
    case "failed":
      return { kind: "failed", problem: answer.problem };
    default:
      return { kind: answer.kind };
  }
}

/**
 * Reads the link's booking from manage-demo, and again on request: after a failure, or when an
 * action finds the link no longer does what it did (the booking moved or was cancelled meanwhile).
 */
export function useDemoLink(api: ManageDemoApi, token: string) {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ attempt: number; state: LinkState } | null>(null);
  // A read the visitor asked for (a retry, an action the link no longer allows): its outcome takes
  // the focus, where the first read leaves it at the top of the page.
  const [reread, setReread] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: LinkState) => {
      if (!controller.signal.aborted) setRead({ attempt, state });
    };
    api.load(token, controller.signal).then(
      (answer) => settle(linkStateOf(answer)),
      () => settle({ kind: "failed", problem: null }),
    );
    return () => controller.abort();
  }, [api, token, attempt]);

  const state: LinkState = read?.attempt === attempt ? read.state : { kind: "loading" };
  return {
    state,
    reread,
    reload: () => {
      setReread(true);
      setAttempt((n) => n + 1);
    },
  };
}
