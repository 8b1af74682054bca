import { Link, useNavigate } from "react-router";
import { NewPasswordForm } from "~/components/new-password-form";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "~/lib/auth/auth-context";
import { readUrlAuthParams } from "~/lib/auth/storage-key";
import { useClientValue } from "~/lib/use-client-value";
import { acceptInviteIntro } from "./auth-copy";
import { AuthShell } from "./auth-shell";

// The invitation link's fragment as the page was reached: supabase-js clears it once it has read
// the session from it, so it is kept from the first look.
let arrival: URLSearchParams | undefined;
const arrivalLink = () => (arrival ??= readUrlAuthParams());
const cameFromInvitation = () => arrivalLink().get("type") === "invite";
const linkError = () => arrivalLink().get("error_description") ?? arrivalLink().get("error_code");

function Explanation({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{children}</p>
    </>
  );
}

/**
 * Target of a staff invitation's email (the invite-staff Edge Function): the link signs the
 * person in, and here they choose the password they will sign in with from then on, then reach
 * the admin area.
 */
export function AcceptInvitePage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const invited = useClientValue(cameFromInvitation, false);
  const error = useClientValue(linkError, null);

  let content;
  if (loading) content = <Spinner label="Checking your invitation" />;
  else if (user && invited)
    content = (
      <>
        <h2 className="text-xl font-semibold tracking-tight">Choose your password</h2>
        <p className="mb-6 mt-2 text-sm text-muted-foreground">
          For <span className="font-medium text-foreground">{user.email}</span>. You sign in with it from now on.
        </p>
        <NewPasswordForm
          submitLabel="Save and open the admin area"
          onUpdated={() => navigate("/admin", { replace: true })}
        />
      </>
    );
  else if (error)
    content = (
      <Explanation title="This invitation link has expired">
        Invitation links work once and for a limited time. Ask the colleague who invited you to send it again from the
        admin area&apos;s Admins screen.
      </Explanation>
    );
  else if (user)
    content = (
      <Explanation title={`You are signed in as ${user.email}`}>
        Your invitation is accepted.{" "}
        <Link to="/admin" className="font-medium text-primary underline">
          Open the admin area
        </Link>
      </Explanation>
    );
  else
    content = (
      <Explanation title="Open the link from your invitation email">
        This page finishes an invitation to the SentinelForge team when you reach it from the link in the invitation
        email. Already chose a password?{" "}
        <Link to="/auth" className="font-medium text-primary underline">
          Sign in
        </Link>
      </Explanation>
    );

  return <AuthShell {...acceptInviteIntro}>{content}</AuthShell>;
}
