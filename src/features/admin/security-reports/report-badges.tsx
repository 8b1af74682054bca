import { cn } from "~/lib/cn";
import { REPORT_SEVERITY_LABELS, type ReportSeverity } from "./report-types";

const SEVERITY_STYLE: Record<ReportSeverity, string> = {
  unknown: "border-border bg-surface text-muted-foreground",
  low: "border-border bg-surface text-foreground",
  medium: "border-warning/40 bg-warning/5 text-warning",
  high: "border-destructive/30 bg-destructive/5 text-destructive",
  critical: "border-destructive bg-destructive/10 text-destructive",
};

/** The severity the reporter gave (their guess, not ours). */
export function SeverityBadge({ severity }: { severity: ReportSeverity }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium hc-border",
        SEVERITY_STYLE[severity] ?? SEVERITY_STYLE.unknown,
      )}
    >
      <span className="sr-only">Reported severity: </span>
      {REPORT_SEVERITY_LABELS[severity] ?? severity}
    </span>
  );
}
