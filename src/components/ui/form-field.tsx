import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { FieldHint } from "./field";

/** What FormField hands its control: the id its label names, and the links to its error and hint. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

const LABEL_TONES = {
  default: "font-medium text-foreground",
  onDark: "font-semibold text-white",
} as const;

interface FormFieldProps {
  label: string;
  /** Shows the asterisk; the control itself says "required" to assistive technology. */
  required?: boolean;
  /** Read out with the control; shown below it, or on the label's line with `hintBesideLabel`. */
  hint?: ReactNode;
  hintBesideLabel?: boolean;
  /** The message for this field while it fails validation. */
  error?: string | null;
  /** Further ids that describe the control (a character count under it). */
  describedBy?: string;
  /** The label is read out but not shown (the field's surroundings say what it is). */
  hideLabel?: boolean;
  /** The label's colours: on the page, or over a dark hero. */
  tone?: keyof typeof LABEL_TONES;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The one way to build a form field: a label, a control, and its error and hint, linked. */
export function FormField({
  label,
  required,
  hint,
  hintBesideLabel = false,
  error,
  describedBy,
  hideLabel = false,
  tone = "default",
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(" ") || undefined;
  const hintBeside = Boolean(hint) && hintBesideLabel;
  const labelElement = (
    <label
      htmlFor={id}
      className={cn("block text-sm", LABEL_TONES[tone], hideLabel ? "sr-only" : !hintBeside && "mb-1.5")}
    >
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </label>
  );
  return (
    <div className={className}>
      {hintBeside ? (
        <div className="mb-1.5 flex flex-wrap items-baseline gap-x-2">
          {labelElement}
          <span id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </span>
        </div>
      ) : (
        labelElement
      )}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && !hintBeside && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
