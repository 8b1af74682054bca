import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
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

const EMAIL_STATUS_STYLE: Record<EmailStatus, { icon: typeof Clock; className: string }> = {
  sent: { icon: CheckCircle2, className: "border-success/30 bg-success/5 text-success" },
  pending: { icon: Clock, className: "border-border bg-surface text-muted-foreground" },
  failed: { icon: AlertTriangle, className: "border-destructive/30 bg-destructive/5 text-destructive" },
};

/** Whether the function managed to email sales and the visitor about this lead. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { icon: Icon, className } = EMAIL_STATUS_STYLE[status];
  return (
    <span className={cn(pill, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span>
        <span className="sr-only">Email </span>
        {EMAIL_STATUS_LABELS[status]}
      </span>
    </span>
  );
}
