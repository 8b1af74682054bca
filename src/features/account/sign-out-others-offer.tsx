import { useState } from "react";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { useAuth } from "~/lib/auth/auth-context";
import { SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { toast } from "~/lib/toast";

/** After a password change: end every other session (scope "others"), keeping this one. */
export function SignOutOthersOffer({ onClose }: { onClose(): void }) {
  const { connect } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signOutOthers() {
    setBusy(true);
    try {
      // Straight to the adapter: this session stays, so nothing here is "signing out".
      const { error } = await (await connect()).signOut("others");
      if (error) throw error;
      toast({ ...SECURITY_TOASTS.otherSessionsEnded, group: "session" });
      onClose();
    } catch {
      toast({ ...SECURITY_TOASTS.otherSessionsNotEnded, variant: "destructive", group: "session" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="sign-out-others-title"
      className="mt-6 rounded-lg border border-primary/30 bg-primary/5 p-4 hc-border"
    >
      <h3 id="sign-out-others-title" className="font-semibold text-foreground">
        Sign out your other sessions?
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
        Your password is changed, but browsers and devices already signed in stay signed in. If you changed it because
        someone else may know it, sign them out now.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void signOutOthers()} disabled={busy}>
          <BusyLabel busy={busy} idle="Sign out other sessions" working="Signing out..." />
        </Button>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Not now
        </Button>
      </div>
    </section>
  );
}
