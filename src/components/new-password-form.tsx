import { useState, type FormEvent } from "react";
import { FormField } from "~/components/form-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { PasswordInput } from "~/components/ui/password-input";
import { useAuth } from "~/lib/auth/auth-context";
import { weakPasswordDescription } from "~/lib/auth/auth-errors";
import { ACCOUNT_TOASTS } from "~/lib/auth/auth-messages";
import { newPasswordProblem } from "~/lib/auth/credential-rules";
import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { toast } from "~/lib/toast";

const HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Length counts most: a few unrelated words make a strong password.`;

/** New password and confirmation (the sign-up rules), saved to the signed-in user. */
export function NewPasswordForm({ submitLabel, onUpdated }: { submitLabel: string; onUpdated?: () => void }) {
  const { updatePassword } = useAuth();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return void toast({ ...problem, variant: "destructive" });
    setBusy(true);
    try {
      const { error } = await updatePassword(password);
      if (error) {
        const description = weakPasswordDescription(error) ?? (error.message || ACCOUNT_TOASTS.unexpected);
        toast({ title: ACCOUNT_TOASTS.passwordNotUpdatedTitle, description, variant: "destructive" });
        return;
      }
      setPassword("");
      setConfirmation("");
      toast(ACCOUNT_TOASTS.passwordUpdated);
      onUpdated?.();
    } catch {
      toast({
        title: ACCOUNT_TOASTS.passwordNotUpdatedTitle,
        description: ACCOUNT_TOASTS.unexpected,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="New password" hint={HINT}>
        {(field) => (
          <PasswordInput
            {...field}
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Confirm new password">
        {(field) => (
          <PasswordInput
            {...field}
            name="confirm-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <BusyLabel busy={busy} idle={submitLabel} working="Saving..." />
      </Button>
    </form>
  );
}
