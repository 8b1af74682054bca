import { FactorCodeForm } from "~/components/factor-code-form";
import { Button } from "~/components/ui/button";
import { useAuth } from "~/lib/auth/auth-context";

/**
 * The second step of signing in to an account with an authenticator app: the password was right,
 * the session is aal1, and the code raises it to aal2. Until then the person is not signed in.
 */
export function SecondFactorForm({ onVerified }: { onVerified(): void }) {
  const { secondFactorEmail, signOut } = useAuth();
  return (
    <FactorCodeForm
      title="Enter your code"
      note={
        <p className="mt-2 text-sm text-muted-foreground wrap-anywhere">
          Signing in as <span className="font-medium text-foreground">{secondFactorEmail}</span>
        </p>
      }
      submitLabel="Verify and sign in"
      loadingLabel="Loading your sign-in step"
      onVerified={onVerified}
      actions={(busy) => (
        <Button type="button" variant="ghost" onClick={() => void signOut({ scope: "local" })} disabled={busy}>
          Use a different account
        </Button>
      )}
    />
  );
}
