import { useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { codeProblem } from "~/components/one-time-code-field";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { ReauthenticationStep, useReauthentication } from "~/components/reauthentication-step";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { PasswordInput } from "~/components/ui/password-input";
import { useAuth } from "~/lib/auth/auth-context";
import { weakPasswordDescription } from "~/lib/auth/auth-errors";
import { ACCOUNT_TOASTS } from "~/lib/auth/auth-messages";
import { newPasswordFieldProblems, newPasswordProblem } from "~/lib/auth/credential-rules";
import { COMMON_PASSWORD_PROBLEM, passwordStrength } from "~/lib/auth/password-quality";
import { codeErrorMessage } from "~/lib/auth/security-messages";
import { useCommonPasswordCheck } from "~/lib/auth/use-common-password-check";
import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { type FieldErrors, firstMarked, keepMarked } from "~/lib/field-errors";
import { toast } from "~/lib/toast";

const HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Length counts most: a few unrelated words make a strong password.`;
const INPUT_NAMES = { password: "new-password", confirmation: "confirm-password" } as const;
type PasswordField = keyof typeof INPUT_NAMES;
const FIELD_ORDER = Object.keys(INPUT_NAMES) as PasswordField[];

const COMMON_PASSWORD_TOAST = { title: "Password Too Common", description: COMMON_PASSWORD_PROBLEM } as const;
const REFUSED_CODES = new Set(["reauthentication_not_valid", "otp_expired"]);

/**
 * New password and confirmation (the sign-up rules, then the common-password list), saved to the
 * signed-in user; when the server asks for reauthentication, with the code it emailed.
 */
export function NewPasswordForm({ submitLabel, onUpdated }: { submitLabel: string; onUpdated?: () => void }) {
  const { updatePassword, user } = useAuth();
  const isCommon = useCommonPasswordCheck();
  const reauth = useReauthentication();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const edit = (next: { password: string; confirmation: string }) => {
    setPassword(next.password);
    setConfirmation(next.confirmation);
    setErrors((marked) => keepMarked(marked, newPasswordFieldProblems(next.password, next.confirmation)));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Every failing entry is marked beside it; the toast is the spec's, for the first rule broken.
    const problems = newPasswordFieldProblems(password, confirmation);
    // The list comes after the spec's rules: their marks and toasts stay first.
    const common = !Object.keys(problems).length && (await isCommon.load())(password);
    if (common) problems.password = COMMON_PASSWORD_PROBLEM;
    setErrors(problems);
    const first = firstMarked(FIELD_ORDER, problems);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${INPUT_NAMES[first]}"]`)?.focus();
    const problem = newPasswordProblem(password, confirmation) ?? (common ? COMMON_PASSWORD_TOAST : null);
    if (problem) return void toast({ ...problem, variant: "destructive", group: "new-password" });
    if (reauth.needed && codeProblem(reauth.code)) return reauth.refuse(codeProblem(reauth.code) ?? "");
    setBusy(true);
    try {
      const { error } = await updatePassword(password, reauth.needed ? reauth.code : undefined);
      if (error?.code === "reauthentication_needed") return void (await reauth.send());
      if (error && reauth.needed && REFUSED_CODES.has(error.code ?? "")) return reauth.refuse(codeErrorMessage(error));
      if (error) {
        const description = weakPasswordDescription(error) ?? (error.message || ACCOUNT_TOASTS.unexpected);
        toast({
          title: ACCOUNT_TOASTS.passwordNotUpdatedTitle,
          description,
          variant: "destructive",
          group: "new-password",
        });
        return;
      }
      setPassword("");
      setConfirmation("");
      reauth.done();
      toast({ ...ACCOUNT_TOASTS.passwordUpdated, group: "new-password", outlivesPage: true });
      onUpdated?.();
    } catch {
      toast({
        title: ACCOUNT_TOASTS.passwordNotUpdatedTitle,
        description: ACCOUNT_TOASTS.unexpected,
        variant: "destructive",
        group: "new-password",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="New password" hint={HINT} error={errors.password}>
        {(field) => (
          <PasswordInput
            {...field}
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(e) => edit({ password: e.target.value, confirmation })}
          />
        )}
      </FormField>
      <PasswordStrengthMeter
        strength={password ? passwordStrength(password, isCommon.now(password)) : null}
        adviceShownAbove={errors.password === COMMON_PASSWORD_PROBLEM}
      />
      <FormField label="Confirm new password" error={errors.confirmation}>
        {(field) => (
          <PasswordInput
            {...field}
            name="confirm-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={confirmation}
            onChange={(e) => edit({ password, confirmation: e.target.value })}
          />
        )}
      </FormField>
      {reauth.needed && <ReauthenticationStep reauth={reauth} email={user?.email ?? ""} />}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <BusyLabel busy={busy} idle={submitLabel} working="Saving..." />
      </Button>
    </form>
  );
}
