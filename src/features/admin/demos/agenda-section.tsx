import { useId, useState } from "react";
import { browserTimeZone } from "~/lib/time-zones";
import { RepAgenda } from "./rep-agenda";
import type { DemoRep } from "./rep-types";

interface AgendaSectionProps {
  reps: readonly DemoRep[];
  nameOf: (repId: string) => string;
}

/** The upcoming demos grouped per rep, in the admin's own time zone. */
export function AgendaSection({ reps, nameOf }: AgendaSectionProps) {
  const id = useId();
  // One instant for every rep's list, so they agree on what "upcoming" is.
  const [now] = useState(() => new Date());
  const [timeZone] = useState(browserTimeZone);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-semibold text-foreground">
          Agenda
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          Each rep&apos;s next booked demos, in your time zone ({timeZone}). Open one to see the lead.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {reps.map((rep) => (
          <li key={rep.user_id} className="rounded-xl border border-border bg-background p-4 shadow-card hc-border">
            <h4 id={`${id}-${rep.user_id}`} className="mb-3 font-semibold text-foreground wrap-anywhere">
              {nameOf(rep.user_id)}
              {!rep.active && <span className="font-normal text-muted-foreground"> (inactive)</span>}
            </h4>
            <RepAgenda repId={rep.user_id} name={nameOf(rep.user_id)} headingId={`${id}-${rep.user_id}`} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
