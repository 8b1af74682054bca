import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { BusyLabel } from "~/components/ui/busy-label";
import { Input, NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { type FieldErrors, keepMarked } from "~/lib/field-errors";
import { toast } from "~/lib/toast";
import { useFocusInvalid } from "../ui/use-focus-invalid";
import { useAddHours } from "./demo-reps-api";
import { rangeLabel } from "./rep-format";
import { hoursProblems, hoursRefusal, type HoursDraft, type HoursField } from "./rep-rules";
import { WEEKDAYS, weekdayLabel, type DemoRep, type IsoWeekday } from "./rep-types";

const EMPTY: HoursDraft = { weekday: 1, start: "", end: "" };

/** Adds a range of hours to one weekday, checked against that day's ranges before it is sent. */
export function AddHoursForm({ rep, name }: { rep: DemoRep; name: string }) {
  const id = useId();
  const add = useAddHours();
  const [draft, setDraft] = useState<HoursDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<HoursField>>({});
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusInvalid(form);

  function change(next: Partial<HoursDraft>) {
    const changed = { ...draft, ...next };
    setDraft(changed);
    setErrors((marked) => keepMarked(marked, hoursProblems(changed, rep.demo_rep_hours)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const problems = hoursProblems(draft, rep.demo_rep_hours);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusInvalid();
    const wanted = draft;
    add.mutate(
      { rep_id: rep.user_id, weekday: wanted.weekday, start_time: wanted.start, end_time: wanted.end },
      {
        onSuccess: () => {
          // The weekday stays: the next range is often for the same day.
          setDraft({ ...EMPTY, weekday: wanted.weekday });
          const range = rangeLabel({ start_time: wanted.start, end_time: wanted.end });
          toast({ title: "Hours added", description: `${weekdayLabel(wanted.weekday)} ${range} for ${name}` });
        },
        onError: (error) => {
          setErrors(hoursRefusal(error, wanted));
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
        Add hours<span className="sr-only"> for {name}</span>
      </h6>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <FormField label="Day">
          {(field) => (
            <NativeSelect
              {...field}
              value={draft.weekday}
              onChange={(event) => change({ weekday: Number(event.target.value) as IsoWeekday })}
            >
              {WEEKDAYS.map((day) => (
                <option key={day.value} value={day.value}>
                  {day.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="From" required error={errors.start}>
          {(field) => (
            <Input
              {...field}
              type="time"
              required
              value={draft.start}
              onChange={(event) => change({ start: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Until" required error={errors.end}>
          {(field) => (
            <Input
              {...field}
              type="time"
              required
              value={draft.end}
              onChange={(event) => change({ end: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="mt-3" aria-disabled={add.isPending || undefined}>
        <BusyLabel busy={add.isPending} idle="Add hours" working="Adding..." />
      </Button>
    </form>
  );
}
