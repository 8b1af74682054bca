import { CircleCheck, CircleX, Clock, RotateCw, Send, type IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from "./webhook-types";

const STATUS_STYLE: Record<DeliveryStatus, { icon: IconComponent; className: string }> = {
  queued: { icon: Clock, className: "border-border bg-surface text-muted-foreground" },
  sending: { icon: Send, className: "border-primary/25 bg-primary/5 text-primary" },
  delivered: { icon: CircleCheck, className: "border-success/30 bg-success/5 text-success" },
  retrying: { icon: RotateCw, className: "border-warning/40 bg-warning/5 text-warning" },
  failed: { icon: CircleX, className: "border-destructive/30 bg-destructive/5 text-destructive" },
};

/** A delivery's status in words and an icon, its colour only a third cue. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  // A status this screen does not know yet (a newer backend) shows as queued, never as a crash.
  const { icon: Icon, className } = STATUS_STYLE[status] ?? STATUS_STYLE.queued;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium hc-border",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span>
        <span className="sr-only">Status: </span>
        {DELIVERY_STATUS_LABELS[status] ?? status}
      </span>
    </span>
  );
}
