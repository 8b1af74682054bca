import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { X } from "~/components/ui/icons";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { AddDayOffForm } from "./add-day-off-form";
import { useRemoveDayOff } from "./demo-reps-api";
import { dayLabel, upcomingDaysOff } from "./rep-format";
import type { DemoRep } from "./rep-types";

interface DaysOffProps {
  rep: DemoRep;
  name: string;
  /** Today in the rep's zone, YYYY-MM-DD. */
  today: string;
}

/** A rep's days off from today on, each with a remove button, and the form to add one. */
export function DaysOff({ rep, name, today }: DaysOffProps) {
  const id = useId();
  const remove = useRemoveDayOff();
  const heading = useRef<HTMLHeadingElement>(null);
  const days = upcomingDaysOff(rep.demo_rep_days_off, today);

  function removeDay(day: string) {
    remove.mutate(
      { rep_id: rep.user_id, day },
      {
        onSuccess: () => {
          heading.current?.focus();
          toast({ title: "Day off removed", description: `${dayLabel(day)} for ${name}` });
        },
        onError: (error) =>
          toast({ title: "Could not remove the day off", description: describeError(error), variant: "destructive" }),
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
          Days off
        </h5>
        <p className="text-sm text-muted-foreground">No demos are offered on these dates.</p>
      </div>
      {days.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted-foreground hc-border">
          No days off ahead.
        </p>
      ) : (
        <ul
          aria-label={`Days off of ${name}`}
          className="divide-y divide-border rounded-lg border border-border hc-border"
        >
          {days.map((day) => (
            <li key={day} className="flex items-center justify-between gap-3 py-0.5 pl-3 pr-1">
              <span className="text-sm tabular-nums text-foreground">{dayLabel(day)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 rounded-full"
                aria-label={`Remove day off ${dayLabel(day)}`}
                onClick={() => removeDay(day)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddDayOffForm rep={rep} name={name} today={today} />
    </section>
  );
}
