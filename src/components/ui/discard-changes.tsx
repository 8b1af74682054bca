import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { Button } from "./button";
import { ALERT_CONTENT_CLASS, ALERT_DESCRIPTION_CLASS, ALERT_TITLE_CLASS } from "./confirm-dialog";
import { OVERLAY_CLASS } from "./dialog";

/**
 * Guards a form with unsaved edits. `requestClose(close)` closes at once when nothing changed and
 * otherwise asks "Discard changes?" first; leaving the page inside the app (Back, a link) asks the
 * same, and reloading or closing the tab gets the browser's own question.
 */
export function useDiscardGuard(dirty: boolean) {
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const requestClose = (close: () => void) => (dirty ? setPendingClose(() => close) : close());
  const asking = pendingClose !== null || blocker.state === "blocked";
  const discard = () => {
    if (blocker.state === "blocked") blocker.proceed();
    pendingClose?.();
    setPendingClose(null);
  };
  const keepEditing = () => {
    if (blocker.state === "blocked") blocker.reset();
    setPendingClose(null);
  };
  return { requestClose, dialog: { open: asking, onDiscard: discard, onKeepEditing: keepEditing } };
}

interface DiscardChangesDialogProps {
  open: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** "Discard changes?": Keep editing has focus first, so Enter or Escape never loses the edits. */
export function DiscardChangesDialog({ open, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY_CLASS} />
        <AlertDialog.Content className={ALERT_CONTENT_CLASS}>
          <AlertDialog.Title className={ALERT_TITLE_CLASS}>Discard changes?</AlertDialog.Title>
          <AlertDialog.Description className={ALERT_DESCRIPTION_CLASS}>
            What you changed in this form has not been saved. Discard it, or keep editing and save.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Keep editing</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: its close would count as "keep editing" too. */}
            <Button variant="destructive" onClick={onDiscard}>
              Discard changes
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
