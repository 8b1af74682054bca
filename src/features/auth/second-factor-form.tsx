import { useEffect, useRef, useState, type FormEvent } from "react";
import { codeProblem, OneTimeCodeField } from "~/components/one-time-code-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { Factor } from "~/lib/auth/auth-backend";
import { useAuth } from "~/lib/auth/auth-context";
import { codeErrorMessage } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";

const useVerifiedFactor = () => {
  const mfa = useSecurityApi();
  const [factor, setFactor] = useState<Factor | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    mfa
      .listFactors()
      .then(({ factors }) => current && setFactor(factors.find((f) => f.status === "verified") ?? null))
      .catch(() => current && setFactor(null));
    return () => {
      current = false;
    };
    // Once per code step: `mfa` is a new object on every auth change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return factor;
};

/**
 * The second step of signing in to an account with an authenticator app: the password was right,
 * the session is aal1, and the code raises it to aal2. Until then the person is not signed in.
 */
export function SecondFactorForm({ onVerified }: { onVerified(): void }) {
  const mfa = useSecurityApi();
  const { secondFactorEmail, signOut } = useAuth();
  const factor = useVerifiedFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The password form that led here is gone: keyboard and screen-reader users land on the code.
  const ready = factor !== undefined;
  useEffect(() => {
    if (ready) input.current?.focus();
  }, [ready]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeProblem(code) ?? (factor ? null : "Your authenticator could not be found. Sign in again.");
    if (problem || !factor) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { error: refused } = await mfa.verifyFactor(factor.id, code);
      if (refused) {
        setError(codeErrorMessage(refused));
        setCode("");
        input.current?.focus();
        return;
      }
      onVerified();
    } catch {
      setError("The code could not be checked. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  if (factor === undefined) return <Spinner label="Loading your sign-in step" />;
  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">Enter your code</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Open your authenticator app and enter the 6-digit code it shows for SentinelForge
          {factor?.friendly_name ? ` (${factor.friendly_name})` : ""}.
        </p>
        <p className="mt-2 text-sm text-muted-foreground wrap-anywhere">
          Signing in as <span className="font-medium text-foreground">{secondFactorEmail}</span>
        </p>
      </div>
      <OneTimeCodeField
        ref={input}
        label="Authentication code"
        value={code}
        error={error}
        onChange={(next) => {
          setCode(next);
          if (error) setError(null);
        }}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        <BusyLabel busy={busy} idle="Verify and sign in" working="Verifying..." />
      </Button>
      <Button type="button" variant="ghost" onClick={() => void signOut({ scope: "local" })} disabled={busy}>
        Use a different account
      </Button>
    </form>
  );
}
