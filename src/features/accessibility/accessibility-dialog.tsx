import type { RefObject } from "react";
import { Link } from "react-router";
import { AccessibilityControls } from "~/components/accessibility-controls";
import { Dialog, DialogContent, DialogDescription, DialogHeader } from "~/components/ui/dialog";
import { keyboardShortcuts } from "./keyboard-shortcuts";

interface AccessibilityDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement>;
}

export function AccessibilityDialog({ open, onOpenChange, returnFocusTo }: AccessibilityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        className="fixed bottom-0 left-0 z-50 max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-background p-6 shadow-2xl hc-border sm:bottom-auto sm:left-auto sm:right-4 sm:top-20 sm:max-h-[calc(100vh-6rem)] sm:w-96 sm:rounded-2xl min-[1360px]:bottom-20 min-[1360px]:left-4 min-[1360px]:right-auto min-[1360px]:top-auto min-[1360px]:max-h-[calc(100vh-7rem)]"
      >
        <DialogHeader title="Accessibility" closeLabel="Close accessibility options" />
        <DialogDescription className="mt-1">
          Your choices apply to the whole site and are remembered on this device.
        </DialogDescription>
        <div className="mt-6">
          <AccessibilityControls />
        </div>
        <h3 className="mt-8 font-medium">Keyboard shortcuts</h3>
        <dl className="mt-3 grid gap-2 text-sm">
          {keyboardShortcuts.map((s) => (
            <div key={s.action} className="flex items-center justify-between gap-4">
              <dt className="flex gap-1">
                {s.keys.map((k) => (
                  <kbd
                    key={k}
                    className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs hc-border"
                  >
                    {k}
                  </kbd>
                ))}
              </dt>
              <dd className="text-right text-muted-foreground">{s.action}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-sm">
          <Link to="/accessibility" onClick={() => onOpenChange(false)} className="font-medium text-primary underline">
            Accessibility statement
          </Link>
          : the standard we meet, how we test it and how to report a barrier.
        </p>
      </DialogContent>
    </Dialog>
  );
}
