import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { BusyLabel } from "~/components/ui/busy-label";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { useFocusInvalid } from "../ui/use-focus-invalid";
import { useAddDayOff } from "./demo-reps-api";
import { dayLabel } from "./rep-format";
import { dayOffProblem, dayOffRefusal } from "./rep-rules";
import type { DemoRep } from "./rep-types";

interface AddDayOffFormProps {
  rep: DemoRep;
  name: string;
  /** Today in the rep's zone, YYYY-MM-DD: the earliest day off. */
  today: string;
}

/** Adds one date the rep takes no demos. */
export function AddDayOffForm({ rep, name, today }: AddDayOffFormProps) {
  const id = useId();
  const add = useAddDayOff();
  const [day, setDay] = useState("");
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusInvalid(form);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const problem = dayOffProblem(day, today, rep);
    setError(problem);
    if (problem) return focusInvalid();
    add.mutate(
      { rep_id: rep.user_id, day },
      {
        onSuccess: () => {
          setDay("");
          toast({ title: "Day off added", description: `${dayLabel(day)} for ${name}` });
        },
        onError: (refusal) => {
          setError(dayOffRefusal(refusal, day));
          focusInvalid();
        },
      },
    );
  }

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-lg bg-surface p-3 hc-border"
    >
      <h6 id={`${id}-title`} className="text-sm font-semibold text-foreground">
        Add a day off<span className="sr-only"> for {name}</span>
      </h6>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Date" required error={error} className="sm:flex-1">
          {(field) => (
            <Input
              {...field}
              type="date"
              required
              min={today}
              value={day}
              onChange={(event) => {
                setDay(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" aria-disabled={add.isPending || undefined}>
          <BusyLabel busy={add.isPending} idle="Add day off" working="Adding..." />
        </Button>
      </div>
    </form>
  );
}
