import { useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { emailProblem } from "~/lib/auth/credential-rules";
import { SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { toast } from "~/lib/toast";

/** Starts an email change: with double confirmation, a link goes to the current and the new address. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { updateEmail } = useSecurityApi();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = email.trim();
    const problem =
      emailProblem(next) ??
      (next.toLowerCase() === currentEmail.toLowerCase() ? "This is already your email address." : null);
    setError(problem);
    if (problem) return input.current?.focus();
    setBusy(true);
    const failed = (description: string) =>
      toast({ title: SECURITY_TOASTS.emailNotChangedTitle, description, variant: "destructive", group: "email" });
    try {
      const { error: refused } = await updateEmail(next);
      if (refused) return failed(refused.message || "An unexpected error occurred. Please try again.");
      setSentTo(next);
      setEmail("");
      toast({ ...SECURITY_TOASTS.emailChangeSent, group: "email" });
    } catch {
      failed("An unexpected error occurred. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5">
      <FormField
        label="New email"
        error={error}
        hint="You keep signing in with your current address until the change is confirmed."
      >
        {(field) => (
          <Input
            {...field}
            ref={input}
            type="email"
            name="new-email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      {sentTo && (
        <p
          role="status"
          className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm leading-relaxed hc-border wrap-anywhere"
        >
          We sent a confirmation link to <span className="font-semibold">{currentEmail}</span> and to{" "}
          <span className="font-semibold">{sentTo}</span>. Open the links in both emails to finish the change.
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <BusyLabel busy={busy} idle="Change email" working="Sending..." />
      </Button>
    </form>
  );
}
