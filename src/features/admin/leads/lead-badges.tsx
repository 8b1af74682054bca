import { MailCheck, MailClock, MailX, RotateCw, type IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { EMAIL_STATUS_LABELS, LEAD_KIND_LABELS, type EmailStatus, type LeadKind } from "./lead-types";

const pill =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium hc-border";

export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  return (
    <span
      className={cn(
        pill,
        kind === "demo" ? "border-primary/25 bg-primary/5 text-primary" : "border-border bg-surface text-foreground",
      )}
    >
      {LEAD_KIND_LABELS[kind]}
    </span>
  );
}

const EMAIL_STATUS_STYLE: Record<EmailStatus, { icon: IconComponent; className: string }> = {
  queued: { icon: MailClock, className: "border-border bg-surface text-muted-foreground" },
  sending: { icon: MailClock, className: "border-border bg-surface text-muted-foreground" },
  retrying: { icon: RotateCw, className: "border-warning/40 bg-warning/5 text-warning" },
  failed: { icon: MailX, className: "border-destructive/30 bg-destructive/5 text-destructive" },
  sent: { icon: MailCheck, className: "border-success/30 bg-success/5 text-success" },
};

/** Where a lead's emails (or one of them) stand: queued, retrying, not delivered or delivered. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  // A status this screen does not know yet (a newer backend) shows as queued, never as a crash.
  const { icon: Icon, className } = EMAIL_STATUS_STYLE[status] ?? EMAIL_STATUS_STYLE.queued;
  return (
    <span className={cn(pill, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span>
        <span className="sr-only">Email </span>
        {EMAIL_STATUS_LABELS[status] ?? status}
      </span>
    </span>
  );
}
