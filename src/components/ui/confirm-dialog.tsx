import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState, type ReactNode } from "react";
import { BusyLabel } from "./busy-label";
import { Button } from "./button";
import { OVERLAY_CLASS } from "./dialog";

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /**
   * Runs the action; the dialog stays open (and busy) until it settles, then closes, unless it
   * resolves to `false`: the action failed, said so, and the visitor may try again.
   */
  onConfirm: () => Promise<unknown>;
  /** More to do before confirming (a field where the admin types what they are about to erase). */
  children?: ReactNode;
  /** Keeps the confirm button disabled until that is done. */
  confirmDisabled?: boolean;
  /** Runs when the dialog closes, however: to clear what `children` held. */
  onClosed?: () => void;
}

/** The box, title and text of a question that interrupts: this dialog, and discard-changes.tsx's. */
export const ALERT_CONTENT_CLASS =
  "fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-6 shadow-card hc-border motion-safe:animate-slide-up";
export const ALERT_TITLE_CLASS = "text-lg font-semibold text-foreground wrap-anywhere";
export const ALERT_DESCRIPTION_CLASS = "mt-2 text-sm leading-relaxed text-muted-foreground";

/** Asks before a destructive action. Cancel has focus first, so Enter never destroys by accident. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel = "Working...",
  cancelLabel = "Cancel",
  onConfirm,
  children,
  confirmDisabled = false,
  onClosed,
}: ConfirmDialogProps) {
  const [open, setOpenState] = useState(false);
  const [busy, setBusy] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClosed?.();
  };

  async function confirm() {
    setBusy(true);
    let keepOpen = false;
    try {
      keepOpen = (await onConfirm()) === false;
    } finally {
      setBusy(false);
      if (!keepOpen) setOpen(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY_CLASS} />
        <AlertDialog.Content className={ALERT_CONTENT_CLASS}>
          <AlertDialog.Title className={ALERT_TITLE_CLASS}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={ALERT_DESCRIPTION_CLASS}>{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the work is done. */}
            <Button variant="destructive" onClick={() => void confirm()} disabled={busy || confirmDisabled}>
              <BusyLabel busy={busy} idle={confirmLabel} working={busyLabel} />
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
