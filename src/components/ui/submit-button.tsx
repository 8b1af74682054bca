import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { BusyLabel } from "./busy-label";
import { Button, type ButtonStyle } from "./button";

interface SubmitButtonProps extends ButtonStyle {
  /** The form is sending: the button is disabled and reads `working` beside a spinner. */
  busy: boolean;
  idle: string;
  working: string;
  /** Shown before the idle label. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A form's submit button. A tap before the page has hydrated is held and replayed once the form is
 * ready (lib/early-submit.ts marks its form meanwhile); the `pending-submit` variant shows the same
 * busy state until then, so the visitor sees that the tap was taken.
 */
export function SubmitButton({ busy, idle, working, icon, className, ...style }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={busy}
      className={cn("pending-submit:pointer-events-none pending-submit:opacity-60", className)}
      {...style}
    >
      {busy ? (
        <BusyLabel busy idle={idle} working={working} />
      ) : (
        <>
          <span className="contents pending-submit:hidden">
            {icon}
            {idle}
          </span>
          {/* `hidden` (not a class) keeps it out of the name wherever the stylesheet is absent. */}
          <span hidden className="pending-submit:contents">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {working}
          </span>
        </>
      )}
    </Button>
  );
}
