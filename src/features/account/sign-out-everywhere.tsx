import { LogOut } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useSignOut } from "~/lib/auth/use-sign-out";

/** Ends every session of the account (scope global), after asking: it signs this device out too. */
export function SignOutEverywhere() {
  const signOut = useSignOut();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/5">
          <LogOut aria-hidden="true" className="size-4" />
          Sign out of all devices
        </Button>
      }
      title="Sign out of all devices?"
      description="Every browser and device signed in to your account is signed out, this one included. You can sign in again at any time."
      confirmLabel="Sign out everywhere"
      busyLabel="Signing out..."
      // Signed out, the page is left; if it failed, a toast says so and the dialog closes.
      onConfirm={async () => void (await signOut("global"))}
    />
  );
}
