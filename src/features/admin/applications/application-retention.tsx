import { addMonths } from "date-fns";
import { RETENTION } from "@rules/retention.ts";
import { retentionPeriod } from "~/content/legal/retention";
import { leadDate } from "../dates";

/**
 * When this application goes: the period the privacy policy states and the scheduled deletion
 * applies (RETENTION.applications), counted from its last move in the pipeline.
 */
export function ApplicationRetention({ statusChangedAt }: { statusChangedAt: string }) {
  const until = addMonths(new Date(statusChangedAt), RETENTION.applications.months).toISOString();
  return (
    <p className="mt-6 rounded-lg border border-border bg-surface p-3 text-sm text-muted-foreground hc-border">
      Job applications, with their CVs, notes and emails, are deleted {retentionPeriod(RETENTION.applications)}. This
      one goes after {leadDate(until)} unless its status changes again, or at once if the candidate withdraws it.
    </p>
  );
}
