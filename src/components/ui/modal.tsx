import type { ReactNode, RefObject } from "react";
import { cn } from "~/lib/cn";
import { Dialog, DialogContent, DialogDescription, DialogHeader } from "./dialog";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** For a dialog opened without a trigger (a list's detail): where focus goes back on close. */
  returnFocusTo?: RefObject<HTMLElement>;
  /** Where focus goes on open instead of the first control (the close button). */
  initialFocus?: RefObject<HTMLElement>;
  /** Whether a click beside the dialog closes it; off where closing loses what it shows (a secret shown once). */
  closeOnOutsideClick?: boolean;
  /** Names the close button for what closing means ("Close: the secret will not be shown again"). */
  closeLabel?: string;
}

/** A dialog for forms and details: a sheet from the bottom on phones, centred from `sm` up. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  returnFocusTo,
  initialFocus,
  closeOnOutsideClick = true,
  closeLabel,
}: ModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        onOpenAutoFocus={(event) => {
          if (!initialFocus?.current) return;
          event.preventDefault();
          initialFocus.current.focus();
        }}
        onInteractOutside={(event) => {
          if (!closeOnOutsideClick) event.preventDefault();
        }}
        onKeyDown={(event) => {
          // Only the topmost layer hears Escape: over a toast, the toast closed and the dialog stayed.
          // An Escape from inside this dialog (not a portal within it) that no layer claimed closes it.
          const inside = event.target instanceof Node && event.currentTarget.contains(event.target);
          if (event.key === "Escape" && !event.defaultPrevented && inside) onOpenChange(false);
        }}
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-border bg-background p-5 shadow-card hc-border motion-safe:animate-slide-up",
          "sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6",
          className,
        )}
      >
        <DialogHeader title={title} closeLabel={closeLabel} />
        <DialogDescription className={description ? "mt-1" : "sr-only"}>{description ?? title}</DialogDescription>
        <div className="mt-5">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
