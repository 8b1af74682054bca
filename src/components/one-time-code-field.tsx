import { forwardRef } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/field";

export const CODE_LENGTH = 6;

interface OneTimeCodeFieldProps {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange(value: string): void;
  name?: string;
}

/** A six-digit code from an authenticator app or an email: numeric keyboard, one-time-code autofill. */
export const OneTimeCodeField = forwardRef<HTMLInputElement, OneTimeCodeFieldProps>(function OneTimeCodeField(
  { label, hint, error, value, onChange, name = "code" },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <Input
          {...field}
          ref={ref}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          required
          spellCheck={false}
          className="max-w-[12rem] font-mono text-lg tracking-[0.3em]"
          value={value}
          // Pasted codes often carry spaces ("123 456"): keep the digits only.
          onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
        />
      )}
    </FormField>
  );
});

/** An inline message for a code that cannot be right, or null. */
export function codeProblem(code: string): string | null {
  if (!code) return "Enter the 6-digit code.";
  if (code.length !== CODE_LENGTH) return "The code has 6 digits.";
  return null;
}
