import { useState } from "react";
import { NewPasswordForm } from "~/components/new-password-form";
import { AccountCard } from "./account-card";
import { SignOutOthersOffer } from "./sign-out-others-offer";

export function PasswordCard() {
  const [offerSignOut, setOfferSignOut] = useState(false);
  return (
    <AccountCard title="Password" intro="Choose a new password for signing in. You stay signed in on this device.">
      <NewPasswordForm submitLabel="Change password" onUpdated={() => setOfferSignOut(true)} />
      {offerSignOut && <SignOutOthersOffer onClose={() => setOfferSignOut(false)} />}
    </AccountCard>
  );
}
