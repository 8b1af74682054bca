import { MailCheck, MailWarning } from "~/components/ui/icons";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { filtersFromParams, withFilter } from "./lead-filters";
import { useUndeliveredEmailCount } from "./lead-emails-api";

const linkClass =
  "whitespace-nowrap rounded font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring";

/**
 * At a glance, how many lead emails are not delivered yet (queued, retrying or given up), with a
 * link that narrows the inbox to their leads. It follows the inbox's live updates.
 */
export function UndeliveredEmailsNotice() {
  const count = useUndeliveredEmailCount();
  const [params] = useSearchParams();
  const filtering = filtersFromParams(params).delivery === "undelivered";
  if (count.isPending) return null;

  const undelivered = count.data ?? 0;
  const toggle = filtering ? (
    <Link to={`?${withFilter(params, "delivery", "").toString()}`} className={linkClass}>
      Show all leads
    </Link>
  ) : (
    undelivered > 0 && (
      <Link to={`?${withFilter(params, "delivery", "undelivered").toString()}`} className={linkClass}>
        Show their leads
      </Link>
    )
  );

  return (
    <div
      role="status"
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border px-4 py-3 text-sm hc-border",
        undelivered > 0 ? "border-warning/40 bg-warning/5" : "border-border bg-surface",
      )}
    >
      <p className="flex items-center gap-2 text-foreground">
        {count.isError ? (
          <span className="text-muted-foreground">Could not count the emails not yet delivered.</span>
        ) : undelivered > 0 ? (
          <>
            <MailWarning aria-hidden="true" className="size-4 shrink-0 text-warning" />
            <span>
              <strong className="font-semibold">
                {undelivered} {undelivered === 1 ? "email" : "emails"}
              </strong>{" "}
              not yet delivered
            </span>
          </>
        ) : (
          <>
            <MailCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
            <span className="text-muted-foreground">Every lead email has been delivered</span>
          </>
        )}
      </p>
      {toggle}
    </div>
  );
}
