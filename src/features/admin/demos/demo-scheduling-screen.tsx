import { CalendarDays } from "~/components/ui/icons";
import { dateInZone } from "~/lib/time-zones";
import { useLeadStaff } from "../leads/lead-workflow-api";
import { ListState } from "../ui/list-state";
import { ScreenHeader } from "../ui/screen-header";
import { useNow } from "../use-now";
import { AddRepForm } from "./add-rep-form";
import { AgendaSection } from "./agenda-section";
import { useDemoReps } from "./demo-reps-api";
import { repName } from "./rep-format";
import { RepCard } from "./rep-card";

/**
 * Demo scheduling: who takes demos and when they are free (the visitor's picker offers the times
 * these settings leave), and the demos booked with each of them.
 */
export function DemoSchedulingScreen() {
  const reps = useDemoReps();
  const staff = useLeadStaff();
  const now = useNow();
  const nameOf = (repId: string) => repName(repId, staff.data);
  const candidates = staff.data?.filter((member) => !reps.data?.some((rep) => rep.user_id === member.user_id)) ?? [];

  return (
    <section aria-labelledby="demo-scheduling-heading" className="space-y-8">
      <ScreenHeader
        id="demo-scheduling-heading"
        title="Demo scheduling"
        intro="Who takes demos, when they are free and what is booked. Visitors who request a demo pick from the times these hours, days off, notice and buffers leave free."
      />
      <ListState
        query={reps}
        what="the reps"
        isEmpty={(data) => data.length === 0}
        empty={{
          icon: CalendarDays,
          title: "No reps yet",
          text: "Add someone who works on leads below: visitors can book demos once a rep has weekly hours.",
        }}
      >
        {(data) => <AgendaSection reps={data} nameOf={nameOf} />}
      </ListState>
      <section aria-labelledby="demo-reps-heading" className="space-y-4">
        <div>
          <h3 id="demo-reps-heading" className="text-lg font-semibold text-foreground">
            Reps
          </h3>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            Demos go to the free rep booked least recently. Hours and days off are in each rep&apos;s own time zone.
          </p>
        </div>
        {staff.isSuccess && reps.isSuccess && <AddRepForm candidates={candidates} />}
        {reps.data && reps.data.length > 0 && (
          <ul aria-label="Reps" className="space-y-6">
            {reps.data.map((rep) => (
              <RepCard key={rep.user_id} rep={rep} name={nameOf(rep.user_id)} today={dateInZone(now, rep.time_zone)} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
