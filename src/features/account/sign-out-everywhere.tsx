import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { useSignOut } from "~/lib/auth/use-sign-out";

/** Ends every session of the account (scope global), after asking: it signs this device out too. */
export function SignOutEverywhere() {
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const signedOut = await signOut("global");
    setBusy(false);
    if (!signedOut) setOpen(false);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/5">
          <LogOut aria-hidden="true" className="size-4" />
          Sign out of all devices
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/60 motion-safe:animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-6 shadow-card hc-border motion-safe:animate-slide-up">
          <AlertDialog.Title className="text-lg font-semibold text-foreground">
            Sign out of all devices?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Every browser and device signed in to your account is signed out, this one included. You can sign in again
            at any time.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the sign-out has answered. */}
            <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
              <BusyLabel busy={busy} idle="Sign out everywhere" working="Signing out..." />
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
