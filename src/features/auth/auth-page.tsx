import { GuestRoute } from "~/components/route-guards";
import { authIntro } from "./auth-copy";
import { AuthShell } from "./auth-shell";
import { AuthTabs } from "./auth-tabs";

export function AuthPage() {
  return (
    <AuthShell {...authIntro}>
      <GuestRoute>
        <AuthTabs />
      </GuestRoute>
    </AuthShell>
  );
}
