import { MailCheck } from "~/components/ui/icons";
import { useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { useAuth } from "~/lib/auth/auth-context";
import { resetErrorToast } from "~/lib/auth/auth-errors";
import { AUTH_TOASTS } from "~/lib/auth/auth-messages";
import { toast } from "~/lib/toast";

/** Email → a password-reset link; once sent, a confirmation takes the form's place. */
export function ResetRequestForm({
  defaultEmail = "",
  submitLabel = "Send reset link",
}: {
  defaultEmail?: string;
  submitLabel?: string;
}) {
  const { resetPassword } = useAuth();
  const [email, setEmail] = useState(defaultEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await resetPassword(email.trim());
      if (error) {
        toast({ ...resetErrorToast(error), variant: "destructive", group: "auth" });
        return;
      }
      toast({ ...AUTH_TOASTS.resetSent, group: "auth" });
      setSentTo(email.trim());
    } catch {
      toast({
        title: AUTH_TOASTS.resetFailedTitle,
        description: AUTH_TOASTS.resetFailedFallback,
        variant: "destructive",
        group: "auth",
      });
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="alert" className="rounded-xl border border-primary/30 bg-primary/5 p-5 hc-border">
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold text-foreground">Check your email</p>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
              If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, a link to set a
              new password is on its way. It works once and expires, so use it soon.
            </p>
          </div>
        </div>
        <Button variant="link" className="mt-3 min-h-11" onClick={() => setSentTo(null)}>
          Use a different email address
        </Button>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} className="grid gap-5">
      <FormField label="Email" hint="We will email you a link to choose a new password.">
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
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        <BusyLabel busy={busy} idle={submitLabel} working="Sending..." />
      </Button>
    </form>
  );
}
