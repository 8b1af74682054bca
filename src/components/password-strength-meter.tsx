import type { PasswordStrength } from "~/lib/auth/password-quality";
import { cn } from "~/lib/cn";

const BAR_COLOURS = ["bg-destructive", "bg-destructive", "bg-warning", "bg-success", "bg-success"] as const;

/** Four bars and a sentence: how guessable the new password is, updated as it is typed. */
export function PasswordStrengthMeter({
  strength,
  id,
  adviceShownAbove = false,
}: {
  strength: PasswordStrength | null;
  id?: string;
  /** The field's own error already says it: give the verdict without repeating the advice. */
  adviceShownAbove?: boolean;
}) {
  return (
    <div className={strength ? "mt-2" : undefined}>
      {strength && (
        <div aria-hidden="true" className="grid grid-cols-4 gap-1.5">
          {[1, 2, 3, 4].map((step) => (
            <span
              key={step}
              className={cn(
                "h-1.5 rounded-full hc-border",
                step <= Math.max(strength.score, 1) ? BAR_COLOURS[strength.score] : "bg-muted",
              )}
            />
          ))}
        </div>
      )}
      {/* Announced when the verdict changes, not on every keystroke (the text stays the same). */}
      <p id={id} aria-live="polite" className={cn("text-sm text-muted-foreground", strength && "mt-1.5")}>
        {strength && (
          <>
            <span className="font-semibold text-foreground">Strength: {strength.label}.</span>{" "}
            {!adviceShownAbove && strength.advice}
          </>
        )}
      </p>
    </div>
  );
}
