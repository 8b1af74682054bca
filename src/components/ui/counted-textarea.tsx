import type { TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { characterCount } from "@rules/text-cleaning.ts";
import { Textarea } from "./field";

interface CountedTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  value: string;
  /** The most characters the form's rules take, counted as the database counts them. */
  max: number;
  /** The count's id: FormField's `describedBy`, so it is read out with the field. */
  countId: string;
}

/** A text area with "12 / 1000 characters" under it, in the error colour once the text is over the limit. */
export function CountedTextarea({ value, max, countId, ...props }: CountedTextareaProps) {
  const count = characterCount(value);
  return (
    <>
      <Textarea value={value} {...props} />
      <p
        id={countId}
        className={cn(
          "mt-1.5 text-right text-xs tabular-nums",
          count > max ? "font-semibold text-destructive" : "text-muted-foreground",
        )}
      >
        {count} / {max} <span className="sr-only">characters</span>
      </p>
    </>
  );
}
