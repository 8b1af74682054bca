import { useId } from "react";
import { Checkbox } from "~/components/ui/field";
import { applicationForm } from "~/content/careers/application-form";
import { CONSENT_GIVEN } from "@rules/job-applications.ts";

const { consent: words, newTab } = applicationForm;

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/**
 * The required agreement to the privacy notice. The notice opens in a new tab, so reading it never
 * costs the candidate what they typed or the file they chose.
 */
export function ConsentField({ checked, onChange, error }: ConsentFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          name="consent"
          value={CONSENT_GIVEN}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 shrink-0"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-foreground">
          {words.before}{" "}
          <a
            href={words.href}
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline underline-offset-2"
          >
            {words.link}
            <span className="sr-only"> {newTab}</span>
          </a>{" "}
          {words.after}
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 pl-8 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
