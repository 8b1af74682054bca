import { useId } from "react";
import { Switch } from "~/components/ui/switch";

interface VisibilitySwitchProps {
  /** Names the row for screen readers: "Shown on the home page: Acme". */
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** Whether a row is shown on the home page (is_active). */
export function VisibilitySwitch({ name, checked, disabled, onChange }: VisibilitySwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 sm:mr-2">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm text-foreground">
        Shown<span className="sr-only"> on the home page: {name}</span>
      </label>
    </div>
  );
}
