import { useState, type FormEvent } from "react";
import { FormField } from "~/components/form-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { useAuth } from "~/lib/auth/auth-context";
import { isAlreadyRegistered, signUpErrorToast } from "~/lib/auth/auth-errors";
import { AUTH_TOASTS } from "~/lib/auth/auth-messages";
import { emailProblem, newPasswordProblem } from "~/lib/auth/credential-rules";
import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { toast } from "~/lib/toast";

const EMPTY = { fullName: "", email: "", password: "", confirmPassword: "" };

interface SignUpFormProps {
  /** The account was created: the caller switches to the sign-in tab. */
  onCreated: () => void;
  /** The address already has an account: the caller switches to sign-in with it filled in. */
  onAlreadyRegistered: (email: string) => void;
}

export function SignUpForm({ onCreated, onAlreadyRegistered }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = values.email.trim();
    const emailIssue = emailProblem(email);
    setEmailError(emailIssue);
    if (emailIssue) return;
    const problem = newPasswordProblem(values.password, values.confirmPassword);
    if (problem) return void toast({ ...problem, variant: "destructive" });

    setBusy(true);
    try {
      const { user, error } = await signUp({ email, password: values.password, fullName: values.fullName.trim() });
      // GoTrue answers either 422 user_already_exists or, hiding the account, a user without identities.
      if ((error && isAlreadyRegistered(error)) || (!error && user?.identities?.length === 0)) {
        toast({ ...AUTH_TOASTS.accountExists, variant: "destructive" });
        onAlreadyRegistered(email);
        return;
      }
      if (error) {
        toast({ ...signUpErrorToast(error), variant: "destructive" });
        return;
      }
      toast(AUTH_TOASTS.accountCreated);
      setValues(EMPTY);
      onCreated();
    } catch {
      toast({
        title: AUTH_TOASTS.signUpFailedTitle,
        description: AUTH_TOASTS.signInException.description,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="Full name" hint="Optional. Shown in your account menu.">
        {(field) => (
          <Input {...field} name="name" autoComplete="name" value={values.fullName} onChange={set("fullName")} />
        )}
      </FormField>
      <FormField label="Email" error={emailError}>
        {(field) => (
          <Input
            {...field}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set("email")}
          />
        )}
      </FormField>
      <FormField label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => (
          <PasswordInput
            {...field}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={values.password}
            onChange={set("password")}
          />
        )}
      </FormField>
      <FormField label="Confirm password">
        {(field) => (
          <PasswordInput
            {...field}
            name="confirm-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={values.confirmPassword}
            onChange={set("confirmPassword")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        <BusyLabel busy={busy} idle="Create account" working="Creating account..." />
      </Button>
    </form>
  );
}
