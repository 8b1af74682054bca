import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { BusyLabel } from "~/components/ui/busy-label";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { browserTimeZone } from "~/lib/time-zones";
import { describeError } from "../admin-errors";
import type { StaffMember } from "../leads/lead-workflow-api";
import { useFocusInvalid } from "../ui/use-focus-invalid";
import { useAddRep } from "./demo-reps-api";
import { TimeZoneSelect } from "~/components/ui/time-zone-select";

interface AddRepFormProps {
  /** Staff who hold `leads` and are not reps yet. */
  candidates: readonly StaffMember[];
}

/** Makes one of the lead staff a rep; their notice and buffer start at the database's defaults. */
export function AddRepForm({ candidates }: AddRepFormProps) {
  const id = useId();
  const add = useAddRep();
  const [userId, setUserId] = useState("");
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [memberError, setMemberError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusInvalid(form);

  if (candidates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground hc-border">
        Everyone who works on leads is a rep already. To add someone, give them a role with access to leads on the
        Admins screen first.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const member = candidates.find((candidate) => candidate.user_id === userId);
    if (!member) {
      setMemberError("Choose who takes demos.");
      return focusInvalid();
    }
    add.mutate(
      { user_id: member.user_id, time_zone: timeZone },
      {
        onSuccess: () => {
          setMemberError(undefined);
          setUserId("");
          toast({ title: "Rep added", description: `${member.email} can be booked once they have weekly hours.` });
        },
        onError: (error) => {
          setMemberError(describeError(error));
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
      className="rounded-xl border border-border bg-surface p-4 hc-border sm:p-5"
    >
      <h4 id={`${id}-title`} className="font-semibold text-foreground">
        Add a rep
      </h4>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <FormField label="Staff member" required error={memberError} hint="Staff whose role gives access to leads.">
          {(field) => (
            <NativeSelect
              {...field}
              required
              value={userId}
              onChange={(event) => {
                setUserId(event.target.value);
                setMemberError(undefined);
              }}
            >
              <option value="">Choose someone</option>
              {candidates.map((member) => (
                <option key={member.user_id} value={member.user_id}>
                  {member.email}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <TimeZoneSelect
          required
          value={timeZone}
          onChange={setTimeZone}
          hint="Where they work: their hours are in this zone."
        />
      </div>
      <Button type="submit" className="mt-4" aria-disabled={add.isPending || undefined}>
        <BusyLabel busy={add.isPending} idle="Add rep" working="Adding..." />
      </Button>
    </form>
  );
}
