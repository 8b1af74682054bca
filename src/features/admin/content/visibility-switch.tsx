import * as Switch from "@radix-ui/react-switch";
import { useId } from "react";

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
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-muted-foreground/40 transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 data-[state=checked]:bg-primary hc-border"
      >
        <Switch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm text-foreground">
        Shown<span className="sr-only"> on the home page: {name}</span>
      </label>
    </div>
  );
}
