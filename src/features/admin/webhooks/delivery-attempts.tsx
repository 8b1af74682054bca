import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";
import { leadDateTime } from "../dates";
import { attemptDuration, attemptResult } from "./webhook-format";
import { useDeliveryAttempts } from "./webhooks-api";

/** Every attempt of one delivery, oldest first: when, the answer, how long, where, and what was learnt. */
export function DeliveryAttempts({ deliveryId, name }: { deliveryId: string; name: string }) {
  const attempts = useDeliveryAttempts(deliveryId);
  if (attempts.isPending) return <Spinner label="Loading the attempts" className="py-4" />;
  if (attempts.isError) {
    return <p className="text-sm text-destructive">Could not load the attempts. {describeError(attempts.error)}</p>;
  }
  if (attempts.data.length === 0) return <p className="text-sm text-muted-foreground">No attempts yet.</p>;
  return (
    <ol aria-label={`Attempts of ${name}`} className="grid gap-2">
      {attempts.data.map((attempt, index) => (
        <li key={attempt.started_at} className="rounded-lg border border-border bg-background p-3 text-sm hc-border">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold text-foreground">Attempt {index + 1}</span>
            <time dateTime={attempt.started_at} className="text-muted-foreground">
              {leadDateTime(attempt.started_at)}
            </time>
            <span className={attempt.outcome === "delivered" ? "text-foreground" : "font-medium text-destructive"}>
              {attemptResult(attempt)}
            </span>
            <span className="text-muted-foreground">took {attemptDuration(attempt)}</span>
          </p>
          {attempt.url && <p className="mt-1 font-mono text-xs text-muted-foreground wrap-anywhere">{attempt.url}</p>}
          {attempt.detail && (
            <p className="mt-1 whitespace-pre-wrap text-xs text-foreground wrap-anywhere">{attempt.detail}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
