import * as RadioGroup from "@radix-ui/react-radio-group";
import * as Switch from "@radix-ui/react-switch";
import { useId } from "react";
import { setAccessibilityPreference, useAccessibilityPreferences } from "~/lib/accessibility-preferences";
import { FONT_SIZES, type FontSize } from "~/lib/constants";

const FONT_SIZE_LABELS: Record<FontSize, string> = { normal: "Normal", large: "Large", larger: "Larger" };

function ToggleRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-muted-foreground/40 transition-colors data-[state=checked]:bg-primary hc-border"
      >
        <Switch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </div>
  );
}

/** High contrast, text size and reduced motion: the same state wherever it is shown. */
export function AccessibilityControls() {
  const prefs = useAccessibilityPreferences();
  const groupLabelId = useId();
  return (
    <div className="grid gap-6">
      <ToggleRow
        label="High contrast"
        hint="Black text on white with stronger borders."
        checked={prefs.highContrast}
        onChange={(v) => setAccessibilityPreference("highContrast", v)}
      />
      <div>
        <p id={groupLabelId} className="font-medium">
          Text size
        </p>
        <RadioGroup.Root
          aria-labelledby={groupLabelId}
          value={prefs.fontSize}
          onValueChange={(v) => setAccessibilityPreference("fontSize", v as FontSize)}
          className="mt-2 grid grid-cols-3 gap-2"
        >
          {FONT_SIZES.map((size) => (
            <RadioGroup.Item
              key={size}
              value={size}
              // Narrow sides: "Normal" must fit a third of a phone-width card at the larger text size.
              className="min-h-11 rounded-lg border border-border px-2 text-sm font-medium data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground hc-border"
            >
              {FONT_SIZE_LABELS[size]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      <ToggleRow
        label="Reduce animations"
        hint="Stops rotating text, carousels and counters."
        checked={prefs.reducedMotion}
        onChange={(v) => setAccessibilityPreference("reducedMotion", v)}
      />
    </div>
  );
}
