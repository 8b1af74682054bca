import { Link } from "react-router";
import { adminSubmissionPath } from "@rules/admin-links.ts";
import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";
import { meetingTime } from "../leads/demo-booking-format";
import { useRepAgenda } from "../leads/demo-bookings-api";

interface RepAgendaProps {
  repId: string;
  name: string;
  /** The rep's heading's id: it names the list. */
  headingId: string;
  now: Date;
}

/** A rep's next booked demos, soonest first, each linked to its lead, and how many more follow. */
export function RepAgenda({ repId, name, headingId, now }: RepAgendaProps) {
  const agenda = useRepAgenda(repId, now);
  if (agenda.isPending) return <Spinner label={`Loading the demos of ${name}`} />;
  if (agenda.isError)
    return <p className="text-sm text-destructive">Could not load the demos. {describeError(agenda.error)}</p>;
  const { demos, total } = agenda.data;
  if (demos.length === 0) return <p className="text-sm text-muted-foreground">No upcoming demos.</p>;
  return (
    <>
      <ol aria-labelledby={headingId} className="divide-y divide-border">
        {demos.map((demo) => (
          <li key={demo.id} className="py-2.5 first:pt-0 last:pb-0">
            <span className="block text-sm font-medium tabular-nums text-foreground">
              {meetingTime(demo.starts_at, demo.ends_at)}
            </span>
            <Link
              to={adminSubmissionPath("demo", demo.demo_request_id)}
              className="text-sm font-medium text-primary underline underline-offset-4 wrap-anywhere"
            >
              {demo.demo_requests?.full_name ?? "Demo request"}
            </Link>
            {demo.demo_requests?.company && (
              <span className="text-sm text-muted-foreground wrap-anywhere">, {demo.demo_requests.company}</span>
            )}
          </li>
        ))}
      </ol>
      {total > demos.length && (
        <p className="mt-3 text-sm text-muted-foreground">And {total - demos.length} more booked after these.</p>
      )}
    </>
  );
}
