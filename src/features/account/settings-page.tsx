import { AccessibilityControls } from "~/components/accessibility-controls";
import { NewPasswordForm } from "~/components/new-password-form";
import { AccountCard } from "./account-card";
import { AccountLayout } from "./account-layout";
import { SignOutEverywhere } from "./sign-out-everywhere";

export function SettingsPage() {
  return (
    <AccountLayout
      title="Settings"
      intro="Your password, how the site looks and reads for you, and where you are signed in."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <AccountCard title="Password" intro="Choose a new password for signing in. You stay signed in on this device.">
          <NewPasswordForm submitLabel="Change password" />
        </AccountCard>
        <div className="grid gap-6">
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
