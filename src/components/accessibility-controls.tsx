import { useId } from "react";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { Switch } from "~/components/ui/switch";
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
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
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
        <RadioGroup
          aria-labelledby={groupLabelId}
          value={prefs.fontSize}
          onValueChange={(v) => setAccessibilityPreference("fontSize", v as FontSize)}
          className="mt-2 grid grid-cols-3 gap-2"
        >
          {FONT_SIZES.map((size) => (
            <RadioGroupItem key={size} value={size}>
              {FONT_SIZE_LABELS[size]}
            </RadioGroupItem>
          ))}
        </RadioGroup>
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
