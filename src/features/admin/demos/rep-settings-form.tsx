import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { BusyLabel } from "~/components/ui/busy-label";
import { Input, NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { type FieldErrors, keepMarked } from "~/lib/field-errors";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useFocusInvalid } from "../ui/use-focus-invalid";
import { useUpdateRep } from "./demo-reps-api";
import {
  draftFromRep,
  settingsFromDraft,
  settingsProblems,
  type NoticeUnit,
  type SettingsDraft,
  type SettingsField,
} from "./rep-rules";
import type { DemoRep } from "./rep-types";
import { TimeZoneSelect } from "~/components/ui/time-zone-select";

/** A rep's time zone, minimum notice and buffer between demos, saved together. */
export function RepSettingsForm({ rep, name }: { rep: DemoRep; name: string }) {
  const update = useUpdateRep();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromRep(rep));
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusInvalid(form);

  function change(next: Partial<SettingsDraft>) {
    const changed = { ...draft, ...next };
    setDraft(changed);
    setErrors((marked) => keepMarked(marked, settingsProblems(changed)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const problems = settingsProblems(draft);
    setErrors(problems);
    setFailure(undefined);
    if (Object.keys(problems).length > 0) return focusInvalid();
    update.mutate(
      { repId: rep.user_id, change: settingsFromDraft(draft) },
      {
        onSuccess: () => toast({ title: "Settings saved", description: name }),
        onError: (error) => setFailure(describeError(error)),
      },
    );
  }

  return (
    <form ref={form} method="post" noValidate onSubmit={submit} aria-label={`Settings of ${name}`}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TimeZoneSelect
          required
          value={draft.timeZone}
          onChange={(timeZone) => change({ timeZone })}
          error={errors.timeZone}
          hint="Their weekly hours and days off are in this zone."
        />
        <FormField
          label="Minimum notice"
          required
          error={errors.notice}
          hint="How far ahead a visitor must book: up to 14 days."
        >
          {(field) => (
            <div className="flex flex-wrap gap-2">
              <div className="w-24">
                <Input
                  {...field}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.notice}
                  onChange={(event) => change({ notice: event.target.value })}
                />
              </div>
              {/* Under the number when the row is too narrow for both (a phone at large text). */}
              <div className="min-w-[8.5rem] flex-1">
                <NativeSelect
                  aria-label="Minimum notice in"
                  value={draft.noticeUnit}
                  onChange={(event) => change({ noticeUnit: event.target.value as NoticeUnit })}
                >
                  <option value="minutes">minutes</option>
                  <option value="hours">hours</option>
                </NativeSelect>
              </div>
            </div>
          )}
        </FormField>
        <FormField
          label="Buffer between demos (minutes)"
          required
          error={errors.buffer}
          hint="Kept free before and after each demo: up to 240."
        >
          {(field) => (
            <div className="w-24">
              <Input
                {...field}
                required
                inputMode="numeric"
                autoComplete="off"
                value={draft.buffer}
                onChange={(event) => change({ buffer: event.target.value })}
              />
            </div>
          )}
        </FormField>
      </div>
      {failure && (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          Not saved. {failure}
        </p>
      )}
      <Button type="submit" variant="outline" className="mt-4" aria-disabled={update.isPending || undefined}>
        <BusyLabel busy={update.isPending} idle="Save settings" working="Saving..." />
      </Button>
    </form>
  );
}
