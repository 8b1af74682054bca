import { AccessibilityControls } from "~/components/accessibility-controls";
import { useAuth } from "~/lib/auth/auth-context";
import { AccountCard } from "./account-card";
import { AccountLayout } from "./account-layout";
import { EmailChangeForm } from "./email-change-form";
import { PasswordCard } from "./password-card";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { TwoFactorCard } from "./two-factor-card";

function EmailCard() {
  const { user } = useAuth();
  return (
    <AccountCard
      title="Email"
      intro={
        <>
          You sign in with <span className="font-medium text-foreground wrap-anywhere">{user?.email}</span>. To change
          it, both your current and your new address must confirm.
        </>
      }
    >
      <EmailChangeForm currentEmail={user?.email ?? ""} />
    </AccountCard>
  );
}

export function SettingsPage() {
  return (
    <AccountLayout
      title="Settings"
      intro="Your password, email and two-factor sign-in, how the site looks and reads for you, and where you are signed in."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <PasswordCard />
          <EmailCard />
        </div>
        <div className="grid gap-6">
          <TwoFactorCard />
          <AccountCard
            title="Accessibility"
            intro="Saved on this device and applied to every page; the accessibility button in the corner shows the same settings."
          >
            <AccessibilityControls />
          </AccountCard>
          <AccountCard
            title="Sessions"
            intro="Signed in on a shared or lost device? Signing out everywhere ends every session of your account, including this one."
          >
            <SignOutEverywhere />
          </AccountCard>
        </div>
      </div>
    </AccountLayout>
  );
}
