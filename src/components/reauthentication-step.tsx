import { useCallback, useRef, useState } from "react";
import { OneTimeCodeField } from "~/components/one-time-code-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { useSecurityApi } from "~/lib/auth/use-security-api";
import { SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { toast } from "~/lib/toast";

/**
 * The emailed code a sensitive change quotes when the server asks (`secure_password_change`, a
 * sign-in older than a day): `send()` asks for it, the form then resubmits with `code` as nonce.
 */
export function useReauthentication() {
  const { reauthenticate } = useSecurityApi();
  const [needed, setNeeded] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  // A callback ref: the step's field registers itself, and the hook's answer holds no ref object.
  const inputRef = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
  }, []);

  async function send() {
    setSending(true);
    try {
      const { error: refused } = await reauthenticate();
      if (refused) throw refused;
      setNeeded(true);
      setCode("");
      setError(null);
      toast({ ...SECURITY_TOASTS.codeSent, group: "reauthentication" });
      // After the render that shows the field.
      setTimeout(() => input.current?.focus(), 0);
    } catch (failure) {
      const description =
        failure instanceof Error && failure.message ? failure.message : "Please try again in a moment.";
      toast({
        title: SECURITY_TOASTS.codeNotSentTitle,
        description,
        variant: "destructive",
        group: "reauthentication",
      });
    } finally {
      setSending(false);
    }
  }

  const refuse = (message: string) => {
    setError(message);
    setCode("");
    input.current?.focus();
  };

  const done = () => {
    setNeeded(false);
    setCode("");
    setError(null);
  };

  return { needed, code, setCode, error, setError, refuse, sending, send, done, inputRef };
}

export type Reauthentication = ReturnType<typeof useReauthentication>;

/** The code field and a way to get a new code, shown inside the form that needs it. */
export function ReauthenticationStep({ reauth, email }: { reauth: Reauthentication; email: string }) {
  const { inputRef, code, setCode, error, setError, send, sending } = reauth;
  return (
    <div className="grid gap-4 rounded-lg border border-primary/30 bg-primary/5 p-4 hc-border">
      <div>
        <p className="font-semibold text-foreground">Confirm it's you</p>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground wrap-anywhere">
          For your security, we emailed a 6-digit code to <span className="font-medium text-foreground">{email}</span>.
          Enter it to save your new password.
        </p>
      </div>
      <OneTimeCodeField
        ref={inputRef}
        name="verification-code"
        label="Verification code"
        value={code}
        error={error}
        onChange={(next) => {
          setCode(next);
          setError(null);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void send()}
        disabled={sending}
        className="justify-self-start"
      >
        <BusyLabel busy={sending} idle="Send a new code" working="Sending..." />
      </Button>
    </div>
  );
}
