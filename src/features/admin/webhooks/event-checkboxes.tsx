import { useId } from "react";
import { Checkbox } from "~/components/ui/field";
import { toggledEvents } from "./webhook-format";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from "./webhook-types";

interface EventCheckboxesProps {
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  /** The message while the choice is refused, tied to each checkbox. */
  error?: string;
}

/** Which events an endpoint receives: one checkbox per event, in a fieldset with its error. */
export function EventCheckboxes({ value, onChange, error }: EventCheckboxesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-foreground">Events to send</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`${id}-${event}`}
              checked={value.includes(event)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(change) => onChange(toggledEvents(value, event, change.target.checked))}
            />
            <label htmlFor={`${id}-${event}`} className="text-sm text-foreground">
              {WEBHOOK_EVENT_LABELS[event]} <span className="font-mono text-xs text-muted-foreground">{event}</span>
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
