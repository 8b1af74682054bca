import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeField } from "~/components/one-time-code-field";
import { useFactorCode } from "~/components/use-factor-code";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { company } from "~/content/company";
import type { TotpEnrollment as Enrollment } from "~/lib/auth/auth-backend";
import { factorErrorMessage, SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { toast } from "~/lib/toast";
import { SecretKey } from "./secret-key";

const DEFAULT_NAME = "Authenticator app";
const UNEXPECTED = "An unexpected error occurred. Please try again.";

/** Step one: a name, so several authenticators can be told apart. */
function NameStep({ onEnrolled, onCancel }: { onEnrolled(enrollment: Enrollment): void; onCancel(): void }) {
  const mfa = useSecurityApi();
  const [name, setName] = useState(DEFAULT_NAME);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError("Enter a name, like “Work phone”.");
      return input.current?.focus();
    }
    setBusy(true);
    const failed = (description: string) =>
      toast({ title: SECURITY_TOASTS.setupFailedTitle, description, variant: "destructive", group: "two-factor" });
    try {
      const { enrollment, error: refused } = await mfa.enrollTotp(name.trim(), company.name);
      if (enrollment) onEnrolled(enrollment);
      else failed(refused ? factorErrorMessage(refused) : UNEXPECTED);
    } catch {
      failed(UNEXPECTED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="Name for this authenticator" hint="Helps you tell your authenticators apart." error={error}>
        {(field) => (
          <Input
            {...field}
            ref={input}
            name="factor-name"
            autoComplete="off"
            maxLength={60}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          <BusyLabel busy={busy} idle="Continue" working="Preparing..." />
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Step two: scan (or type the key), then prove it with the first code. */
function ConfirmStep({ enrollment, onDone, onCancel }: { enrollment: Enrollment; onDone(): void; onCancel(): void }) {
  const entry = useFactorCode();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      if (!(await entry.verify(enrollment.id))) return;
      toast({ ...SECURITY_TOASTS.factorAdded, group: "two-factor" });
      onDone();
    } catch {
      entry.refuse("The code could not be checked. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5">
      <ol className="grid gap-5 text-sm leading-relaxed">
        <li>
          <p className="font-semibold text-foreground">1. Scan this QR code with your authenticator app</p>
          <img
            src={enrollment.qrCode}
            alt={`QR code that adds ${company.name} to your authenticator app`}
            width={176}
            height={176}
            className="mt-3 size-44 rounded-lg border border-border bg-white p-2 hc-border"
          />
        </li>
        <li>
          <p className="font-semibold text-foreground">Can't scan it? Enter this key in the app instead</p>
          <SecretKey secret={enrollment.secret} />
        </li>
        <li>
          <p className="mb-3 font-semibold text-foreground">2. Enter the 6-digit code the app shows</p>
          <OneTimeCodeField {...entry.field} label="Code from the app" />
        </li>
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          <BusyLabel busy={busy} idle="Turn on two-factor" working="Checking..." />
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Adds an authenticator app: name it, scan it, confirm it with a code. Cancelling removes the half-made factor. */
export function TotpEnrollment({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const mfa = useSecurityApi();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const cancel = () => {
    // An unconfirmed factor never signs anyone in; removing it keeps the name free for a retry.
    if (enrollment) void mfa.unenrollFactor(enrollment.id).catch(() => undefined);
    onCancel();
  };
  if (!enrollment) return <NameStep onEnrolled={setEnrollment} onCancel={cancel} />;
  return <ConfirmStep enrollment={enrollment} onDone={onDone} onCancel={cancel} />;
}
