import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { OneTimeCodeField } from "~/components/one-time-code-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Link } from "react-router";
import { FactorSelect } from "~/components/factor-select";
import { company } from "~/content/company";
import { factorName, useVerifiedFactors } from "~/lib/auth/use-verified-factors";
import { useFactorCode } from "~/components/use-factor-code";

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
  const { factors, failed } = useVerifiedFactors();
  const [chosen, setChosen] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  const factor = factors?.find((f) => f.id === chosen) ?? factors?.[0];
  const entry = useFactorCode();
  const [busy, setBusy] = useState(false);
  // What led here is gone: keyboard and screen-reader users land on the code.
  const ready = factors !== null || failed;
  useEffect(() => {
    if (ready) entry.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the factors are known
  }, [ready]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!factor) return entry.refuse("Your authenticator could not be found. Sign in again.");
    setBusy(true);
    try {
      if (await entry.verify(factor.id)) onVerified();
    } catch {
      entry.refuse("The code could not be checked. Check your connection and try again.");
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
      <OneTimeCodeField {...entry.field} label="Authentication code" />
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
                entry.reset();
                entry.focus();
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
