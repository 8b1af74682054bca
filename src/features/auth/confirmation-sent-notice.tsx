import { useId, useState } from "react";
import { useAuth } from "~/lib/auth/auth-context";
import { confirmationNotice as copy } from "./auth-copy";

type ResendState = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/**
 * Shown above the sign-in form after sign-up, for as long as the page is open: the toast that
 * says "check your email" is gone in seconds, and a visitor who finds nothing needs to know where
 * the link went and how to get another (GoTrue lets one through per [auth.email] max_frequency and
 * says how long to wait otherwise).
 */
export function ConfirmationSentNotice({ email }: { email: string }) {
  const { resendConfirmation } = useAuth();
  const [state, setState] = useState<ResendState>({ kind: "idle" });
  const titleId = useId();

  const resend = async () => {
    setState({ kind: "sending" });
    const { error } = await resendConfirmation(email);
    setState(error ? { kind: "failed", message: error.message } : { kind: "sent" });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-5 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm leading-relaxed hc-border"
    >
      <h3 id={titleId} className="font-semibold text-foreground">
        {copy.title}
      </h3>
      <p className="mt-1 text-muted-foreground">
        {copy.sentTo} <strong className="font-semibold text-foreground wrap-anywhere">{email}</strong>. {copy.next}
      </p>
      <p className="mt-2 text-muted-foreground">
        {copy.missing}{" "}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={state.kind === "sending"}
          className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-4 disabled:opacity-60"
        >
          {state.kind === "sending" ? copy.resending : copy.resend}
        </button>
        .
      </p>
      <p role="status" className="mt-2 empty:hidden">
        {state.kind === "sent" && <span className="text-foreground">{copy.resent}</span>}
        {state.kind === "failed" && <span className="text-destructive">{state.message}</span>}
      </p>
    </section>
  );
}
