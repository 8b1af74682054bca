import type { ReactNode } from "react";
import { Label } from "~/components/ui/field";

interface FormFieldProps {
  id: string;
  label: string;
  /** Shows the required asterisk. */
  required?: boolean;
  /** The message for this field, while it fails validation. */
  error?: string;
  children: ReactNode;
  className?: string;
}

export const errorIdFor = (id: string) => `${id}-error`;

/** A label, its control, and the error text the control points to with aria-describedby. */
export function FormField({ id, label, required, error, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {error && (
        <p id={errorIdFor(id)} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
