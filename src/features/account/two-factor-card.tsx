import { format } from "date-fns";
import { ShieldCheck, Smartphone } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { Factor } from "~/lib/auth/auth-backend";
import { factorName, useVerifiedFactors } from "~/lib/auth/use-verified-factors";
import { AccountCard } from "./account-card";
import { RemoveFactorButton } from "./remove-factor-button";
import { TotpEnrollment } from "./totp-enrollment";

const INTRO =
  "Signing in takes a 6-digit code from an app on your phone as well as your password, so a stolen password alone is not enough.";

function FactorRow({ factor, factors, onRemoved }: { factor: Factor; factors: Factor[]; onRemoved(): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4 hc-border">
      <div className="flex min-w-0 items-center gap-3">
        <Smartphone aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 wrap-anywhere">
          <p className="font-medium text-foreground">{factorName(factor)}</p>
          <p className="text-sm text-muted-foreground">Added {format(new Date(factor.created_at), "MMM dd, yyyy")}</p>
        </div>
      </div>
      <RemoveFactorButton factor={factor} factors={factors} onRemoved={onRemoved} />
    </li>
  );
}

/** Two-factor authentication in /settings: the authenticators, adding one, removing one. */
export function TwoFactorCard() {
  const { factors, failed, reload } = useVerifiedFactors();
  const [adding, setAdding] = useState(false);
  // Right after the first authenticator: one lost phone should not lock the account out.
  const [offerBackup, setOfferBackup] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const backupButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  // Leaving the enrollment (or the offer) removes the control that had focus: hand it on.
  useEffect(() => {
    if (adding || !returning.current) return;
    returning.current = false;
    (offerBackup ? backupButton : addButton).current?.focus();
  }, [adding, offerBackup]);
  const close = () => {
    returning.current = true;
    setAdding(false);
  };
  const dismissOffer = () => {
    returning.current = true;
    setOfferBackup(false);
  };
  // The admin area's prompt links to /settings#two-factor: bring the card into view once it has loaded.
  const { hash } = useLocation();
  const loaded = factors !== null;
  useEffect(() => {
    if (loaded && hash === "#two-factor") document.getElementById("two-factor")?.scrollIntoView();
  }, [loaded, hash]);

  let body;
  if (failed) body = <p role="alert">Your authenticators could not be loaded. Reload the page to try again.</p>;
  else if (!factors) body = <Spinner label="Loading your authenticators" className="py-6" />;
  else if (adding)
    body = (
      <TotpEnrollment
        onDone={() => {
          setOfferBackup(factors.length === 0);
          close();
          void reload();
        }}
        onCancel={close}
      />
    );
  else
    body = (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <ShieldCheck
            aria-hidden="true"
            className={factors.length ? "size-5 text-success" : "size-5 text-muted-foreground"}
          />
          {factors.length ? "On: signing in asks for a code." : "Off: signing in takes your password only."}
        </p>
        {factors.length > 0 && (
          <ul aria-label="Your authenticators" className="grid gap-3">
            {factors.map((factor) => (
              <FactorRow key={factor.id} factor={factor} factors={factors} onRemoved={() => void reload()} />
            ))}
          </ul>
        )}
        {offerBackup ? (
          <section
            aria-labelledby="backup-offer-title"
            className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 hc-border"
          >
            <h3 id="backup-offer-title" className="font-semibold text-foreground">
              Add a backup authenticator?
            </h3>
            <p className="text-sm leading-relaxed text-muted-foreground">
              If this phone is lost or reset, a second authenticator (another phone, a tablet or a password manager)
              still gives you codes. Without one, getting back in takes someone else's help.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                ref={backupButton}
                onClick={() => {
                  setOfferBackup(false);
                  setAdding(true);
                }}
              >
                Add a backup authenticator
              </Button>
              <Button variant="ghost" onClick={dismissOffer}>
                Not now
              </Button>
            </div>
          </section>
        ) : (
          <Button
            ref={addButton}
            variant={factors.length ? "outline" : "primary"}
            onClick={() => setAdding(true)}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {factors.length ? "Add another authenticator" : "Set up an authenticator app"}
          </Button>
        )}
      </div>
    );

  return (
    <div id="two-factor" className="scroll-mt-28">
      <AccountCard title="Two-factor authentication" intro={INTRO}>
        {body}
      </AccountCard>
    </div>
  );
}
