import { HONEYPOT_FIELD } from "@rules/lead-fields.ts";

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see, reach by keyboard or hear from a screen reader; form-filling bots
 * do fill it, and the function then accepts and silently discards the submission.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`contact-${HONEYPOT_FIELD}`}
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
