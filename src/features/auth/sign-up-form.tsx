import { useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { useAuth } from "~/lib/auth/auth-context";
import { isAlreadyRegistered, signUpErrorToast } from "~/lib/auth/auth-errors";
import { AUTH_TOASTS } from "~/lib/auth/auth-messages";
import { emailProblem, newPasswordFieldProblems, newPasswordProblem } from "~/lib/auth/credential-rules";
import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { type FieldErrors, firstMarked, keepMarked } from "~/lib/field-errors";
import { dismissToasts, toast } from "~/lib/toast";

const EMPTY = { fullName: "", email: "", password: "", confirmPassword: "" };
type SignUpValues = typeof EMPTY;

/** The fields a submit can mark, in the order the form shows them, with their inputs' names. */
const MARKABLE = { email: "email", password: "password", confirmation: "confirm-password" } as const;
type MarkableField = keyof typeof MARKABLE;
const MARKABLE_ORDER = Object.keys(MARKABLE) as MarkableField[];

function fieldProblems(values: SignUpValues): FieldErrors<MarkableField> {
  const email = emailProblem(values.email.trim());
  return { ...(email ? { email } : {}), ...newPasswordFieldProblems(values.password, values.confirmPassword) };
}

interface SignUpFormProps {
  /**
   * The account was created: the caller switches to the sign-in tab with the address filled in,
   * so nobody types it twice (WCAG 3.3.7) once the confirmation link has been followed.
   */
  onCreated: (email: string) => void;
  /** The address already has an account: the caller switches to sign-in with it filled in. */
  onAlreadyRegistered: (email: string) => void;
}

export function SignUpForm({ onCreated, onAlreadyRegistered }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<MarkableField>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof SignUpValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    setErrors((marked) => keepMarked(marked, fieldProblems(next)));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dismissToasts((t) => t.group === "auth"); // a new submit clears what the last one said
    const email = values.email.trim();
    // Every failing field is marked beside it; the toast stays the spec's, for the first password rule.
    const problems = fieldProblems(values);
    setErrors(problems);
    const first = firstMarked(MARKABLE_ORDER, problems);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${MARKABLE[first]}"]`)?.focus();
    if (problems.email) return; // the spec has no toast for the email: its field says what is wrong
    const problem = newPasswordProblem(values.password, values.confirmPassword);
    if (problem) return void toast({ ...problem, variant: "destructive", group: "auth" });

    setBusy(true);
    try {
      const { user, error } = await signUp({ email, password: values.password, fullName: values.fullName.trim() });
      // GoTrue answers either 422 user_already_exists or, hiding the account, a user without identities.
      if ((error && isAlreadyRegistered(error)) || (!error && user?.identities?.length === 0)) {
        toast({ ...AUTH_TOASTS.accountExists, variant: "destructive", group: "auth" });
        onAlreadyRegistered(email);
        return;
      }
      if (error) {
        toast({ ...signUpErrorToast(error), variant: "destructive", group: "auth" });
        return;
      }
      toast({ ...AUTH_TOASTS.accountCreated, group: "auth" });
      setValues(EMPTY);
      onCreated(email);
    } catch {
      toast({
        title: AUTH_TOASTS.signUpFailedTitle,
        description: AUTH_TOASTS.signInException.description,
        variant: "destructive",
        group: "auth",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="Full name" hint="Optional. Shown in your account menu.">
        {(field) => (
          <Input {...field} name="name" autoComplete="name" value={values.fullName} onChange={set("fullName")} />
        )}
      </FormField>
      <FormField label="Email" error={errors.email}>
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
      <FormField label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} error={errors.password}>
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
      <FormField label="Confirm password" error={errors.confirmation}>
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
