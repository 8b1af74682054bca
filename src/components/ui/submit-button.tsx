import { LoaderCircle } from "./icons";
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
      // While the form is marked, the label comes from here (CSS content is read out, yet is no text
      // of the page): the button's text stays its own label, for crawlers and tests alike.
      data-working={working}
      className={cn(
        "pending-submit:pointer-events-none pending-submit:opacity-60 pending-submit:after:content-[attr(data-working)]",
        className,
      )}
      {...style}
    >
      {busy ? (
        <BusyLabel busy idle={idle} working={working} />
      ) : (
        <>
          <LoaderCircle
            aria-hidden="true"
            className="hidden size-4 animate-spin motion-reduce:animate-none pending-submit:block"
          />
          <span className="contents pending-submit:hidden">
            {icon}
            {idle}
          </span>
        </>
      )}
    </Button>
  );
}
