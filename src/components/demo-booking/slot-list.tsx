import { useId } from "react";
import { cn } from "~/lib/cn";
import type { SlotDay } from "./slot-days";

interface SlotListProps {
  days: SlotDay[];
  selected: string | null;
  onSelect: (start: string) => void;
  /** A fresh list is on its way (another zone): the one shown stays usable meanwhile. */
  busy: boolean;
  label: string;
}

/**
 * The free times, a radio group per local day: Tab moves from day to day, the arrow keys from time
 * to time within one. One choice in all: each radio is checked only while its slot is the chosen one.
 */
export function SlotList({ days, selected, onSelect, busy, label }: SlotListProps) {
  const id = useId();
  return (
    <div role="group" aria-label={label} aria-busy={busy} className="grid gap-5">
      {days.map((day) => (
        <fieldset key={day.date} className="min-w-0">
          <legend className="mb-2">
            <h3 className="text-sm font-semibold text-foreground">{day.heading}</h3>
          </legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <label key={slot.start} className="relative">
                <input
                  type="radio"
                  name={`${id}-${day.date}`}
                  value={slot.start}
                  checked={selected === slot.start}
                  onChange={() => onSelect(slot.start)}
                  // Covers the chip: the whole chip is the target, and the chip draws its state.
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                />
                <span
                  className={cn(
                    "flex min-h-11 items-center justify-center whitespace-nowrap rounded-lg border border-border bg-background px-1 text-sm font-medium tabular-nums text-foreground hc-border motion-safe:transition-colors",
                    "peer-[:not(:checked):hover]:bg-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                    "peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
                  )}
                >
                  {slot.time}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
