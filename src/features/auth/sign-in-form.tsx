import { useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { HeldForm } from "~/components/ui/held-form";
import { FormField } from "~/components/ui/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { Input } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { useAuth } from "~/lib/auth/auth-context";
import { signInErrorToast } from "~/lib/auth/auth-errors";
import { AUTH_TOASTS } from "~/lib/auth/auth-messages";
import { rememberedOrigin } from "~/lib/auth/origin";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";

const FIELDS = ["email", "password"] as const;

export function SignInForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // The sign-in tab is prerendered: keep what was typed, and a submit made, before it hydrated.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, FIELDS, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error, secondFactor } = await signIn(email.trim(), password);
      if (error) {
        toast({ ...signInErrorToast(error), variant: "destructive", group: "auth" });
        return;
      }
      // Not signed in yet: the auth page swaps this form for the code step.
      if (secondFactor) return;
      toast({ ...AUTH_TOASTS.signedIn, group: "session", outlivesPage: true });
      navigate(rememberedOrigin(location.state) ?? "/", { replace: true });
    } catch {
      toast({ ...AUTH_TOASTS.signInException, variant: "destructive", group: "auth" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <HeldForm busy={busy} noValidate={false} ref={formRef} onSubmit={submit} className="grid gap-5">
      <FormField label="Email">
        {(field) => (
          <Input
            {...field}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <div>
        <FormField label="Password">
          {(field) => (
            <PasswordInput
              {...field}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </FormField>
        <Link
          to="/auth?tab=reset"
          replace
          state={location.state}
          className="mt-2 inline-flex min-h-6 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <SubmitButton busy={busy} idle="Sign in" working="Signing in..." size="lg" className="w-full" />
    </HeldForm>
  );
}
