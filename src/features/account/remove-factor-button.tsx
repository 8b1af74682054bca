import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import type { Factor } from "~/lib/auth/auth-backend";
import { factorErrorMessage, SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { toast } from "~/lib/toast";

const factorName = (factor: Factor) => factor.friendly_name || "Authenticator app";

/** Removes one authenticator after asking (GoTrue requires an aal2 session for a verified one). */
export function RemoveFactorButton({ factor, last, onRemoved }: { factor: Factor; last: boolean; onRemoved(): void }) {
  const mfa = useSecurityApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const failed = (description: string) =>
      toast({ title: SECURITY_TOASTS.factorNotRemovedTitle, description, variant: "destructive", group: "two-factor" });
    try {
      const { error } = await mfa.unenrollFactor(factor.id);
      if (error) return failed(factorErrorMessage(error));
      toast({ ...SECURITY_TOASTS.factorRemoved, group: "two-factor" });
      setOpen(false);
      onRemoved();
    } catch {
      failed("An unexpected error occurred. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Remove ${factorName(factor)}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/60 motion-safe:animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-6 shadow-card hc-border motion-safe:animate-slide-up">
          <AlertDialog.Title className="text-lg font-semibold text-foreground wrap-anywhere">
            Remove {factorName(factor)}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {last
              ? "It is your only authenticator: signing in will take your password alone, which is less safe."
              : "Its codes will no longer sign you in. Your other authenticators keep working."}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                Keep it
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={() => void remove()} disabled={busy}>
              <BusyLabel busy={busy} idle="Remove authenticator" working="Removing..." />
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
