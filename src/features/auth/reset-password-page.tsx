import { useNavigate } from "react-router";
import { NewPasswordForm } from "~/components/new-password-form";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "~/lib/auth/auth-context";
import { readUrlAuthParams } from "~/lib/auth/storage-key";
import { useClientValue } from "~/lib/use-client-value";
import { resetIntro } from "./auth-copy";
import { AuthShell } from "./auth-shell";
import { ResetRequestForm } from "./reset-request-form";
import { SecondFactorForm } from "./second-factor-form";

// The email link's error, if it was expired or already used (GoTrue puts it in the fragment).
const readLinkError = () => {
  const params = readUrlAuthParams();
  return params.get("error_description") ?? params.get("error_code");
};

function RequestNewLink({ title, explanation, email }: { title: string; explanation: string; email?: string }) {
  return (
    <>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mb-6 mt-2 text-sm leading-relaxed text-muted-foreground">{explanation}</p>
      <ResetRequestForm defaultEmail={email} submitLabel="Send a new link" />
    </>
  );
}

/** Target of the recovery email: a new password with a recovery session, otherwise a way to get a new link. */
export function ResetPasswordPage() {
  const { user, loading, recovery, secondFactorEmail } = useAuth();
  const navigate = useNavigate();
  const linkError = useClientValue(readLinkError, null);

  let content;
  if (loading) content = <Spinner label="Checking your reset link" />;
  // An account with an authenticator proves it before a new password is accepted (GoTrue asks aal2).
  else if (recovery && secondFactorEmail !== null) content = <SecondFactorForm onVerified={() => undefined} />;
  else if (recovery && user)
    content = (
      <>
        <h2 className="text-xl font-semibold tracking-tight">Choose a new password</h2>
        <p className="mb-6 mt-2 text-sm text-muted-foreground">
          For <span className="font-medium text-foreground">{user.email}</span>
        </p>
        <NewPasswordForm submitLabel="Save new password" onUpdated={() => navigate("/", { replace: true })} />
      </>
    );
  else if (linkError)
    content = (
      <RequestNewLink
        title="This link has expired"
        explanation="Password reset links work once and only for a limited time. Enter your email and we will send you a fresh one."
      />
    );
  else
    content = (
      <RequestNewLink
        title="Open the link from your email"
        explanation="This page sets a new password when you reach it from the link in a password reset email. Need one? Enter your email address below."
        email={user?.email}
      />
    );

  return <AuthShell {...resetIntro}>{content}</AuthShell>;
}
