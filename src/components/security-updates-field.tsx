import { useId } from "react";
import { Checkbox } from "~/components/ui/field";

/**
 * The lead forms' optional "send me security updates" box: unticked until the visitor ticks it,
 * kept apart from the request itself (the lead's consent, _rules/lead-context.ts).
 */
export function SecurityUpdatesField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3 text-sm text-foreground">
      <Checkbox id={id} name="securityUpdates" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="cursor-pointer">
        Send me security updates (optional)
      </label>
    </div>
  );
}
