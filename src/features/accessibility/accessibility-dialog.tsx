import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { AccessibilityControls } from "~/components/accessibility-controls";
import { keyboardShortcuts } from "./keyboard-shortcuts";

interface AccessibilityDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement>;
}

export function AccessibilityDialog({ open, onOpenChange, returnFocusTo }: AccessibilityDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed bottom-0 left-0 z-50 max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-background p-6 shadow-2xl hc-border sm:bottom-auto sm:left-auto sm:right-4 sm:top-20 sm:max-h-[calc(100vh-6rem)] sm:w-96 sm:rounded-2xl min-[1360px]:bottom-20 min-[1360px]:left-4 min-[1360px]:right-auto min-[1360px]:top-auto min-[1360px]:max-h-[calc(100vh-7rem)]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Accessibility</Dialog.Title>
            <Dialog.Close
              aria-label="Close accessibility options"
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            Your choices apply to the whole site and are remembered on this device.
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
