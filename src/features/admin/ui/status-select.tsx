import { useId, useRef, useState, type KeyboardEvent } from "react";
import { NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";

interface StatusSelectProps<S extends string> {
  /** What the select is called; shown, or read out only (`hideLabel`) where the row names it. */
  label: string;
  hideLabel: boolean;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** The statuses under headings (optgroups), in the same order as `statuses`; flat without. */
  groups?: readonly { label: string; statuses: readonly S[] }[];
  /** The saved status. */
  value: S;
  /** Stores a chosen status; settles once it is saved (or refused). */
  save: (status: S) => Promise<unknown>;
  /** What the row is, in the announcement: "Lead marked closed", "Could not update the lead". */
  noun: string;
  /** Which row, said under the announcement (a lead's name and address, a report's reference). */
  subject: string;
  /** The announcement of a saved choice, from its label; "<Noun> marked <label>" unless given. */
  savedTitle?: (label: string) => string;
  className?: string;
}

type Step = (index: number, last: number) => number;
const next: Step = (index, last) => Math.min(index + 1, last);
const previous: Step = (index) => Math.max(index - 1, 0);
const first: Step = () => 0;
const final: Step = (_, last) => last;

/** The keys that walk a closed select, as browsers move it; here they only propose a status. */
const STEPS: Record<string, Step> = {
  ArrowDown: next,
  ArrowRight: next,
  ArrowUp: previous,
  ArrowLeft: previous,
  Home: first,
  PageUp: first,
  End: final,
  PageDown: final,
};

/** Keys whose change event is a pick from the open list, not a closed select moved in place. */
const CHOOSING_KEYS = new Set(["Enter", " "]);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A row's status as a native select that saves only a deliberate choice: a pick from its list
 * (click, tap, or Enter in the open list) saves at once; the arrow keys, Home, End and typing on
 * the closed select only propose a status, which Enter saves and Escape (or leaving) drops. The
 * select stays enabled and focused while saving, and the result is announced once, by a toast.
 */
export function StatusSelect<S extends string>({
  label,
  hideLabel,
  statuses,
  labels,
  groups,
  value,
  save,
  noun,
  subject,
  savedTitle = (label) => `${capitalised(noun)} marked ${label.toLowerCase()}`,
  className,
}: StatusSelectProps<S>) {
  const [proposed, setProposed] = useState<S>();
  const [saving, setSaving] = useState<S>();
  // The key being held: a change event while it is down moved the closed select in place.
  const heldKey = useRef<string>();
  const hintId = useId();
  const shown = saving ?? proposed ?? value;
  const option = (status: S) => (
    <option key={status} value={status}>
      {labels[status]}
    </option>
  );

  function propose(status: S) {
    setProposed(status === value ? undefined : status);
  }

  function choose(status: S) {
    setProposed(undefined);
    if (saving !== undefined || status === value) return;
    setSaving(status);
    save(status)
      .then(
        () => toast({ title: savedTitle(labels[status]), description: subject }),
        (error: unknown) =>
          toast({ title: `Could not update the ${noun}`, description: describeError(error), variant: "destructive" }),
      )
      .finally(() => setSaving(undefined));
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    heldKey.current = event.key;
    // Alt+↓ (and the platform's own shortcuts) open the list: a pick there is a choice.
    if (event.altKey || event.metaKey || event.ctrlKey) return;
    const step = STEPS[event.key];
    if (step) {
      event.preventDefault();
      if (saving === undefined) propose(statuses[step(statuses.indexOf(shown), statuses.length - 1)]);
    } else if (event.key === "Enter" && proposed !== undefined) {
      event.preventDefault();
      choose(proposed);
    } else if (event.key === "Escape" && proposed !== undefined) {
      event.preventDefault();
      setProposed(undefined);
    }
  }

  return (
    <FormField label={label} hideLabel={hideLabel} describedBy={hintId} className={className}>
      {(field) => (
        <>
          <NativeSelect
            {...field}
            value={shown}
            aria-busy={saving !== undefined || undefined}
            onKeyDown={onKeyDown}
            onKeyUp={() => (heldKey.current = undefined)}
            onBlur={() => {
              heldKey.current = undefined;
              setProposed(undefined);
            }}
            onChange={(event) => {
              const status = event.target.value as S;
              if (saving !== undefined) return;
              if (heldKey.current !== undefined && !CHOOSING_KEYS.has(heldKey.current)) propose(status);
              else choose(status);
            }}
            className="min-w-[8.5rem]"
          >
            {groups
              ? groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.statuses.map(option)}
                  </optgroup>
                ))
              : statuses.map(option)}
          </NativeSelect>
          {/* Polite and always present, so the hint is read out when a status is first proposed. */}
          <p id={hintId} aria-live="polite" className="text-xs text-muted-foreground">
            {proposed !== undefined && <span className="mt-1 block">Enter saves, Esc cancels</span>}
          </p>
        </>
      )}
    </FormField>
  );
}
