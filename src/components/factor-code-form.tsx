import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { codeProblem, OneTimeCodeField } from "~/components/one-time-code-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Link } from "react-router";
import { FactorSelect } from "~/components/factor-select";
import { company } from "~/content/company";
import { codeErrorMessage } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { factorName, useVerifiedFactors } from "~/lib/auth/use-verified-factors";

interface FactorCodeFormProps {
  title: string;
  /** Said after which app to open (whose account this is, why the code is asked). */
  note?: ReactNode;
  submitLabel: string;
  loadingLabel: string;
  /** The session is aal2 now. */
  onVerified(): void;
  /** The other ways on (another account, signing in again), under the submit button; `busy` while a code is checked. */
  actions?: (busy: boolean) => ReactNode;
}

/**
 * A code from one of the account's authenticator apps, which raises the session to aal2: the
 * sign-in's second step, and the admin area's when a session predates two-factor.
 */
export function FactorCodeForm({ title, note, submitLabel, loadingLabel, onVerified, actions }: FactorCodeFormProps) {
  const mfa = useSecurityApi();
  const { factors, failed } = useVerifiedFactors();
  const [chosen, setChosen] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  const factor = factors?.find((f) => f.id === chosen) ?? factors?.[0];
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // What led here is gone: keyboard and screen-reader users land on the code.
  const ready = factors !== null || failed;
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

  if (!ready) return <Spinner label={loadingLabel} />;
  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Open your authenticator app and enter the 6-digit code it shows for {company.name}
          {factor ? ` (${factorName(factor)})` : ""}.
        </p>
        {note}
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
        <BusyLabel busy={busy} idle={submitLabel} working="Verifying..." />
      </Button>
      {actions?.(busy)}
      <div className="border-t border-border pt-4">
        <Button
          type="button"
          variant="link"
          aria-expanded={lost}
          aria-controls="lost-authenticator"
          onClick={() => setLost(!lost)}
        >
          Lost your authenticator?
        </Button>
        {/* Another of the account's own factors, or a person: never a way around the code. */}
        <div id="lost-authenticator" hidden={!lost} className="mt-3 grid gap-3 text-sm leading-relaxed">
          {factors && factors.length > 1 ? (
            <FactorSelect
              label="Use a code from"
              factors={factors}
              value={factor?.id ?? ""}
              onChange={(id) => {
                setChosen(id);
                setError(null);
                input.current?.focus();
              }}
            />
          ) : (
            <p className="text-foreground">
              This account has no other authenticator, and nothing here can skip the code. If you work at {company.name}
              , ask another admin to confirm it is you and remove your authenticator (in the Supabase dashboard, under
              Authentication, Users); then sign in with your password and set up a new one, with a backup. Otherwise,
              tell us through the{" "}
              <Link to="/contact" className="font-medium text-primary underline underline-offset-2">
                contact page
              </Link>
              .
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
