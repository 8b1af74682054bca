import { useState } from "react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useUpdateLeadsStatus } from "./leads-api";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadStatus } from "./lead-types";

const plural = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;

/**
 * What to do with the leads ticked in the table: one status for all of them, applied by an explicit
 * button (choosing in the list changes nothing), said in one toast. The selection stays, so focus
 * stays on the button and the rows show their new status.
 */
export function BulkStatusBar({ selected, onClear }: { selected: readonly Lead[]; onClear(): void }) {
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const update = useUpdateLeadsStatus();
  if (selected.length === 0) return null;

  async function apply() {
    try {
      const changed = await update.mutateAsync({ leads: selected, status });
      const label = LEAD_STATUS_LABELS[status].toLowerCase();
      toast(
        changed === selected.length
          ? { title: `${plural(changed)} marked ${label}`, group: "bulk-status" }
          : {
              title: `${plural(changed)} of ${selected.length} marked ${label}`,
              description: "The others could not be changed. Your access may have changed; reload to see.",
              variant: "destructive",
              group: "bulk-status",
            },
      );
    } catch (error) {
      toast({ title: "Could not update the leads", description: describeError(error), variant: "destructive" });
    }
  }

  return (
    <div
      role="region"
      aria-label="Selected leads"
      // Under the table, held at the window's bottom while the rows scroll: ticking a row moves no row.
      className="sticky bottom-3 z-10 grid gap-2 rounded-xl border border-primary/40 bg-background p-3 shadow-lg hc-border sm:flex sm:flex-wrap sm:items-center sm:gap-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-3 sm:contents">
        <p className="text-sm font-semibold text-foreground">{plural(selected.length)} selected</p>
        <Button variant="ghost" size="sm" onClick={onClear} className="sm:order-last">
          Clear selection
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        {/* The visible words are the select's label, hidden only to sit on one line with it. */}
        <span aria-hidden="true" className="text-sm text-foreground">
          Mark as
        </span>
        <FormField label="Mark as" hideLabel className="min-w-[9rem]">
          {(field) => (
            <NativeSelect {...field} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {/* Not disabled while saving: a disabled button would drop the keyboard's focus. */}
        <Button onClick={() => !update.isPending && void apply()} aria-disabled={update.isPending}>
          {update.isPending ? "Applying..." : `Apply to ${plural(selected.length)}`}
        </Button>
      </div>
    </div>
  );
}
