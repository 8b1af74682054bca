import { Trash2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Factor } from "~/lib/auth/auth-backend";
import { factorErrorMessage, SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { factorName } from "~/lib/auth/use-verified-factors";
import { toast } from "~/lib/toast";

/** Removes one authenticator after asking (GoTrue requires an aal2 session for a verified one). */
export function RemoveFactorButton({ factor, last, onRemoved }: { factor: Factor; last: boolean; onRemoved(): void }) {
  const mfa = useSecurityApi();

  /** False when it failed: the toast says why and the dialog stays open to try again. */
  async function remove(): Promise<boolean> {
    const failed = (description: string) => {
      toast({ title: SECURITY_TOASTS.factorNotRemovedTitle, description, variant: "destructive", group: "two-factor" });
      return false;
    };
    try {
      const { error } = await mfa.unenrollFactor(factor.id);
      if (error) return failed(factorErrorMessage(error));
    } catch {
      return failed("An unexpected error occurred. Please try again.");
    }
    toast({ ...SECURITY_TOASTS.factorRemoved, group: "two-factor" });
    onRemoved();
    return true;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Remove ${factorName(factor)}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      }
      title={`Remove ${factorName(factor)}?`}
      description={
        last
          ? "It is your only authenticator: signing in will take your password alone, which is less safe."
          : "Its codes will no longer sign you in. Your other authenticators keep working."
      }
      confirmLabel="Remove authenticator"
      busyLabel="Removing..."
      cancelLabel="Keep it"
      onConfirm={remove}
    />
  );
}
