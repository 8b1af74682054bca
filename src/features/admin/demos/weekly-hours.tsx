import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { X } from "~/components/ui/icons";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { AddHoursForm } from "./add-hours-form";
import { useRemoveHours } from "./demo-reps-api";
import { hoursByWeekday, rangeLabel } from "./rep-format";
import type { DemoRep, RepHours } from "./rep-types";

/** A rep's week, Monday first: each day's ranges with a remove button, and the form to add one. */
export function WeeklyHours({ rep, name }: { rep: DemoRep; name: string }) {
  const id = useId();
  const remove = useRemoveHours();
  const heading = useRef<HTMLHeadingElement>(null);

  function removeRange(range: RepHours, dayLabel: string) {
    const what = `${dayLabel} ${rangeLabel(range)}`;
    remove.mutate(
      { rep_id: rep.user_id, weekday: range.weekday, start_time: range.start_time },
      {
        onSuccess: () => {
          // The button is gone: focus stays in this part of the page rather than falling to its top.
          heading.current?.focus();
          toast({ title: "Hours removed", description: `${what} for ${name}` });
        },
        onError: (error) =>
          toast({ title: "Could not remove the hours", description: describeError(error), variant: "destructive" }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h5
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-foreground focus:outline-none"
        >
          Weekly hours
        </h5>
        <p className="text-sm text-muted-foreground">In {rep.time_zone} time.</p>
      </div>
      <ul
        aria-label={`Weekly hours of ${name}`}
        className="divide-y divide-border rounded-lg border border-border hc-border"
      >
        {hoursByWeekday(rep.demo_rep_hours).map((day) => (
          <li key={day.value} className="flex min-h-[3.25rem] flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
            <span className="w-24 shrink-0 text-sm font-medium text-foreground">{day.label}</span>
            {day.ranges.length === 0 ? (
              <span className="text-sm text-muted-foreground">Not available</span>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {day.ranges.map((range) => (
                  <li
                    key={range.start_time}
                    className="flex items-center rounded-full border border-border bg-surface pl-3 text-sm tabular-nums text-foreground hc-border"
                  >
                    {rangeLabel(range)}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 rounded-full"
                      aria-label={`Remove ${day.label} ${rangeLabel(range)}`}
                      onClick={() => removeRange(range, day.label)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <AddHoursForm rep={rep} name={name} />
    </section>
  );
}
