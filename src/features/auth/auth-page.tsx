import { useLocation, useNavigate } from "react-router";
import { GuestRoute } from "~/components/route-guards";
import { useAuth } from "~/lib/auth/auth-context";
import { AUTH_TOASTS } from "~/lib/auth/auth-messages";
import { rememberedOrigin } from "~/lib/auth/origin";
import { toast } from "~/lib/toast";
import { authIntro } from "./auth-copy";
import { AuthShell } from "./auth-shell";
import { AuthTabs } from "./auth-tabs";
import { SecondFactorForm } from "./second-factor-form";

/** The tabs, or the code step once the password of an account with an authenticator was right. */
function AuthSteps() {
  const { secondFactorEmail } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  if (secondFactorEmail === null) return <AuthTabs />;
  return (
    <SecondFactorForm
      onVerified={() => {
        toast({ ...AUTH_TOASTS.signedIn, group: "session", outlivesPage: true });
        navigate(rememberedOrigin(location.state) ?? "/", { replace: true });
      }}
    />
  );
}

export function AuthPage() {
  return (
    <AuthShell {...authIntro}>
      <GuestRoute>
        <AuthSteps />
      </GuestRoute>
    </AuthShell>
  );
}
