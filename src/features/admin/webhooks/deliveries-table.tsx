import { useState } from "react";
import { Link } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import { adminSubmissionPath } from "@rules/admin-links.ts";
import { cn } from "~/lib/cn";
import { leadDateTime, relativeTime } from "../dates";
import { AdminTable } from "../ui/admin-table";
import { useNow } from "../use-now";
import { DeliveryAttempts } from "./delivery-attempts";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { RedeliverButton } from "./redeliver-button";
import { deliveryTiming, endpointName, eventLabel, lastResult, leadLinkText } from "./webhook-format";
import type { WebhookDelivery, WebhookEndpoint } from "./webhook-types";

const COLUMNS = [
  { label: "Event", className: "lg:w-60" },
  { label: "Endpoint", className: "hidden lg:table-cell lg:w-[18%]" },
  { label: "Status", className: "hidden lg:table-cell" },
  { label: "Attempts", className: "hidden lg:table-cell" },
  { label: "Last result", className: "hidden lg:table-cell" },
  { label: "Next attempt or delivered", className: "hidden lg:table-cell" },
  { label: "Actions", className: "w-36" },
];

interface DeliveriesTableProps {
  deliveries: WebhookDelivery[];
  /** The endpoints, to name each delivery's by its URL. */
  endpoints: readonly WebhookEndpoint[];
}

function Timing({ delivery, now }: { delivery: WebhookDelivery; now: Date }) {
  const { term, at, note } = deliveryTiming(delivery, now);
  return (
    <>
      <span className="block text-xs text-muted-foreground">{term}</span>
      {at ? (
        <time dateTime={at} className="block text-foreground">
          {relativeTime(at, now)} <span className="text-muted-foreground">({leadDateTime(at)})</span>
        </time>
      ) : (
        <span className="block text-foreground">{note}</span>
      )}
    </>
  );
}

function LastResult({ delivery }: { delivery: WebhookDelivery }) {
  const { status, error } = lastResult(delivery);
  return (
    <>
      <span className="block text-foreground">{status}</span>
      {error && (
        <span
          className={cn(
            "block text-xs wrap-anywhere",
            delivery.status === "delivered" ? "text-muted-foreground" : "text-destructive",
          )}
        >
          {error}
        </span>
      )}
    </>
  );
}

function DeliveryRow({ delivery, endpoint, now }: { delivery: WebhookDelivery; endpoint: string; now: Date }) {
  const [open, setOpen] = useState(false);
  const name = leadLinkText(delivery.lead_kind, delivery.lead_id);
  const attemptsId = `attempts-${delivery.id}`;
  const cell = "hidden px-4 py-4 lg:table-cell";
  return (
    <>
      <tr className="align-top">
        <th scope="row" className="px-4 py-4 text-left font-normal">
          <span className="block font-semibold text-foreground">{eventLabel(delivery.event_type)}</span>
          <Link
            to={adminSubmissionPath(delivery.lead_kind, delivery.lead_id)}
            className="rounded text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {name}
          </Link>
          <time dateTime={delivery.created_at} className="mt-0.5 block text-xs text-muted-foreground">
            {leadDateTime(delivery.created_at)}
          </time>
          <div className="mt-3 space-y-2 lg:hidden">
            <DeliveryStatusBadge status={delivery.status} />
            <span className="block text-xs text-muted-foreground wrap-anywhere">To {endpoint}</span>
            <div className="text-xs">
              <span className="block text-muted-foreground">
                {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}, last result
              </span>
              <LastResult delivery={delivery} />
            </div>
            <div className="text-xs">
              <Timing delivery={delivery} now={now} />
            </div>
          </div>
        </th>
        <td className={cn(cell, "font-mono text-xs text-foreground wrap-anywhere")}>{endpoint}</td>
        <td className={cell}>
          <DeliveryStatusBadge status={delivery.status} />
        </td>
        <td className={cn(cell, "text-foreground")}>{delivery.attempts}</td>
        <td className={cell}>
          <LastResult delivery={delivery} />
        </td>
        <td className={cell}>
          <Timing delivery={delivery} now={now} />
        </td>
        <td className="px-4 py-3">
          <div className="flex flex-col items-stretch gap-2">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? attemptsId : undefined}
              onClick={() => setOpen(!open)}
              className="inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg border border-border bg-background px-3 py-1.5 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 hc-border"
            >
              <ChevronDown
                aria-hidden="true"
                className={cn("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
              />
              Attempts<span className="sr-only"> of {name}</span>
            </button>
            <RedeliverButton deliveryId={delivery.id} name={name} />
          </div>
        </td>
      </tr>
      {open && (
        <tr id={attemptsId} className="bg-surface">
          <td colSpan={COLUMNS.length} className="px-4 py-4">
            <p className="mb-2 text-xs text-muted-foreground wrap-anywhere">
              webhook-id <span className="font-mono text-foreground">{delivery.webhook_id}</span>
            </p>
            <DeliveryAttempts deliveryId={delivery.id} name={name} />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The deliveries, newest first. On a phone two columns (the event, with status, endpoint, last
 * result and timing folded in, and the actions); from `lg` each has its own column.
 */
export function DeliveriesTable({ deliveries, endpoints }: DeliveriesTableProps) {
  const now = useNow();
  return (
    // Not `fixed`: the attempts row spans every column, hidden ones included, and a fixed layout would
    // give those (empty on a phone) their share of the width.
    <AdminTable caption="Webhook deliveries, newest first" columns={COLUMNS}>
      {deliveries.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          endpoint={endpointName(delivery.endpoint_id, endpoints)}
          now={now}
        />
      ))}
    </AdminTable>
  );
}
