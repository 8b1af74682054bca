import type { ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { FactorCodeForm } from "~/components/factor-code-form";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useAuth } from "~/lib/auth/auth-context";

const NOT_EMPTY =
  "Until then the admin area shows no data: the leads, reports and the rest are still there, only out of reach.";

/**
 * Ends this device's session without the "signed out" landing: the admin route then sends the
 * person to the sign-in page, which brings them back here once password and code are given.
 */
function SignInAgain({ variant, disabled }: { variant: "primary" | "ghost"; disabled?: boolean }) {
  const { connect } = useAuth();
  return (
    <Button
      type="button"
      variant={variant}
      disabled={disabled}
      className="w-full sm:w-auto"
      onClick={() => void connect().then((backend) => backend.signOut("local"))}
    >
      Sign in again
    </Button>
  );
}

/** Why the admin data is out of reach on this device, and the one thing to do about it. */
function AccessNotice({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section
      aria-labelledby="admin-access-title"
      className="max-w-2xl rounded-xl border border-warning/60 bg-warning/10 p-6 hc-border"
    >
      <h2 id="admin-access-title" className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-foreground">
        {children} {NOT_EMPTY}
      </p>
      <div className="mt-5">{action}</div>
    </section>
  );
}

/** A role of this account requires two-factor, and it has none yet. */
export function AdminFactorRequired() {
  return (
    <AccessNotice
      title="Set up two-factor authentication to see the admin data"
      action={
        <Link to="/settings#two-factor" className={buttonVariants()}>
          Set up two-factor
        </Link>
      }
    >
      Your staff role requires a code from an authenticator app as well as your password. Add one in Settings, then come
      back.
    </AccessNotice>
  );
}

/** The server no longer knows this session, though its token still opens the page. */
export function AdminSessionEnded() {
  return (
    <AccessNotice title="Sign in again to see the admin data" action={<SignInAgain variant="primary" />}>
      Your sign-in on this device has ended: two-factor authentication was turned on for your account on another device
      (or every session was signed out). Sign in again with your password and a code from your authenticator app.
    </AccessNotice>
  );
}

/** The account has a verified authenticator and this session has not given its code: ask for it here. */
export function AdminCodeOwed() {
  const queryClient = useQueryClient();
  return (
    <section aria-label="Confirm it's you" className="max-w-md rounded-xl border border-border p-6 hc-border">
      <FactorCodeForm
        title="Enter your code to see the admin data"
        note={
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Two-factor authentication is on for your account, and this sign-in has not given a code yet. {NOT_EMPTY}
          </p>
        }
        submitLabel="Verify"
        loadingLabel="Loading your authenticators"
        // The session is aal2 now: whatever was asked before it is asked again.
        onVerified={() => void queryClient.invalidateQueries({ queryKey: ["admin"] })}
        actions={(busy) => <SignInAgain variant="ghost" disabled={busy} />}
      />
    </section>
  );
}
