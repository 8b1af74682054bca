import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "./icons";
import { forwardRef, type ComponentPropsWithoutRef, type RefObject } from "react";
import { cn } from "~/lib/cn";

/** The dimmed page behind every dialog, confirm dialogs included. */
export const OVERLAY_CLASS = "fixed inset-0 z-50 bg-navy-deep/60 motion-safe:animate-fade-in";

/** A modal dialog: focus moves in on open, stays trapped, and returns to the opener on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export const DialogTitle = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(
  function DialogTitle({ className, ...props }, ref) {
    return <DialogPrimitive.Title ref={ref} className={cn("text-lg font-semibold", className)} {...props} />;
  },
);

export const DialogDescription = forwardRef<
  HTMLParagraphElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description ref={ref} className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
});

interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** For a dialog opened without a trigger: where focus goes back on close. */
  returnFocusTo?: RefObject<HTMLElement>;
}

/** The dialog's panel over the overlay, in a portal; its position and size come from className. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { returnFocusTo, onCloseAutoFocus, ...props },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASS} />
      <DialogPrimitive.Content
        ref={ref}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!returnFocusTo) return;
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
});

/** The dialog's title with its close button beside its first line (`closeLabel` names what it closes). */
export function DialogHeader({ title, closeLabel = "Close" }: { title: string; closeLabel?: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <DialogTitle className="text-foreground">{title}</DialogTitle>
      {/* data-corner: in the dialog's corner padding on purpose (the e2e layout checks allow it) */}
      <DialogClose
        aria-label={closeLabel}
        data-corner=""
        className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-5" />
      </DialogClose>
    </div>
  );
}
