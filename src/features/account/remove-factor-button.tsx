import { useState } from "react";
import { FactorSelect } from "~/components/factor-select";
import { OneTimeCodeField } from "~/components/one-time-code-field";
import { useFactorCode } from "~/components/use-factor-code";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Trash2 } from "~/components/ui/icons";
import type { Factor } from "~/lib/auth/auth-backend";
import { factorErrorMessage, SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { factorName } from "~/lib/auth/use-verified-factors";
import { toast } from "~/lib/toast";

const UNEXPECTED = "An unexpected error occurred. Please try again.";

/**
 * Removes one authenticator once a fresh code proves the person holds one of them: from that
 * authenticator, or another of theirs if it is the one lost. A wrong code removes nothing.
 */
export function RemoveFactorButton({
  factor,
  factors,
  onRemoved,
}: {
  factor: Factor;
  /** Every verified authenticator of the account, `factor` among them. */
  factors: readonly Factor[];
  onRemoved(): void;
}) {
  const mfa = useSecurityApi();
  const [codeFrom, setCodeFrom] = useState(factor.id);
  const entry = useFactorCode();
  const last = factors.length === 1;

  /** False when it failed: the field or the toast says why and the dialog stays open. */
  async function remove(): Promise<boolean> {
    const failed = (description: string) => {
      toast({ title: SECURITY_TOASTS.factorNotRemovedTitle, description, variant: "destructive", group: "two-factor" });
      return false;
    };
    try {
      // A verified code raises (or keeps) the session at aal2, which GoTrue's unenroll requires.
      if (!(await entry.verify(codeFrom))) return false;
      const { error: refused } = await mfa.unenrollFactor(factor.id);
      if (refused) return failed(factorErrorMessage(refused));
    } catch {
      return failed(UNEXPECTED);
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
        (last
          ? "It is your only authenticator: signing in will take your password alone, which is less safe."
          : "Its codes will no longer sign you in. Your other authenticators keep working.") +
        " To confirm it is you, enter a code your authenticator app shows now."
      }
      confirmLabel="Remove authenticator"
      busyLabel="Removing..."
      cancelLabel="Keep it"
      onConfirm={remove}
      onClosed={() => {
        entry.reset();
        setCodeFrom(factor.id);
      }}
    >
      <div className="grid gap-4">
        {!last && (
          <FactorSelect
            label="Code from"
            factors={factors}
            value={codeFrom}
            onChange={(id) => {
              setCodeFrom(id);
              entry.reset();
            }}
          />
        )}
        <OneTimeCodeField {...entry.field} label="Current code" />
      </div>
    </ConfirmDialog>
  );
}
