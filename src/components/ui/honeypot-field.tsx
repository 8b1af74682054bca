import { useId } from "react";
import { HONEYPOT_FIELD } from "@rules/lead-fields.ts";

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see, reach by keyboard or hear from a screen reader; form-filling bots
 * do fill it, and the function then accepts and silently discards the submission. Its form
 * must be positioned (`relative`), so the field is moved off screen rather than hidden.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
