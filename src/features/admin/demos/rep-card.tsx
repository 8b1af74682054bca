import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { DaysOff } from "./days-off";
import { useUpdateRep } from "./demo-reps-api";
import { RemoveRepButton } from "./remove-rep-button";
import { RepSettingsForm } from "./rep-settings-form";
import type { DemoRep } from "./rep-types";
import { WeeklyHours } from "./weekly-hours";

interface RepCardProps {
  rep: DemoRep;
  name: string;
  /** Today in the rep's zone, YYYY-MM-DD. */
  today: string;
}

/** One rep: whether they take demos, their settings, their week and their days off. */
export function RepCard({ rep, name, today }: RepCardProps) {
  const id = useId();
  const update = useUpdateRep();
  // The database refused to remove the rep: said here until they are made inactive or it is dismissed.
  const [kept, setKept] = useState(false);

  function setActive(active: boolean) {
    update.mutate(
      { repId: rep.user_id, change: { active } },
      {
        onSuccess: () => {
          setKept(false);
          toast({ title: active ? "Rep takes demos again" : "Rep made inactive", description: name });
        },
        onError: (error) =>
          toast({ title: "Could not change the rep", description: describeError(error), variant: "destructive" }),
      },
    );
  }

  return (
    <li>
      <section
        aria-labelledby={`${id}-name`}
        className="space-y-5 rounded-xl border border-border bg-background p-4 shadow-card hc-border sm:p-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h4 id={`${id}-name`} className="min-w-0 text-lg font-semibold text-foreground wrap-anywhere">
              {name}
            </h4>
            <span
              className={cn(
                "rounded-full border px-2 py-0.5 text-xs font-medium text-foreground hc-border",
                rep.active ? "border-success/40 bg-success/10" : "border-warning/60 bg-warning/10",
              )}
            >
              {rep.active ? "Active" : "Inactive"}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex min-h-11 items-center gap-3">
              <Switch
                id={`${id}-active`}
                checked={rep.active}
                aria-describedby={`${id}-active-hint`}
                onCheckedChange={setActive}
              />
              <label htmlFor={`${id}-active`} className="text-sm font-medium text-foreground">
                Takes demos<span className="sr-only"> ({name})</span>
              </label>
              <span id={`${id}-active-hint`} className="sr-only">
                When off, visitors are not offered this rep&apos;s times; demos already booked stay.
              </span>
            </div>
            <RemoveRepButton repId={rep.user_id} name={name} onKeptForBookings={() => setKept(true)} />
          </div>
        </div>
        {kept && (
          <KeptForBookings active={rep.active} onDeactivate={() => setActive(false)} onDismiss={() => setKept(false)} />
        )}
        <RepSettingsForm rep={rep} name={name} />
        <div className="grid gap-6 lg:grid-cols-2">
          <WeeklyHours rep={rep} name={name} />
          <DaysOff rep={rep} name={name} today={today} />
        </div>
      </section>
    </li>
  );
}

/** The database's refusal to remove a rep who has bookings, with the way out: make them inactive. */
function KeptForBookings(props: { active: boolean; onDeactivate: () => void; onDismiss: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm hc-border">
      <p className="font-semibold text-destructive">Not removed: this rep has booked demos.</p>
      <p className="mt-1 text-foreground">
        The database keeps every rep that a booking names, past or upcoming, so the booking keeps its rep.{" "}
        {props.active
          ? "Make them inactive instead: visitors are no longer offered their times, and their booked demos stay."
          : "They are inactive already: visitors are not offered their times."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {props.active && (
          <Button size="sm" onClick={props.onDeactivate}>
            Make inactive
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={props.onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
