import { useRef, useState } from "react";
import { ScreenHeader } from "../ui/screen-header";
import { DeliveriesSection } from "./deliveries-section";
import { EndpointsSection } from "./endpoints-section";
import { SecretDialog } from "./secret-dialog";
import { WebhooksExplainer } from "./webhooks-explainer";
import type { RevealedSecret } from "./webhook-types";

/**
 * Integrations: the CRM's webhook endpoints and the deliveries to them. A new signing secret (an
 * endpoint added, a secret replaced) is held here only until its dialog closes.
 */
export function WebhooksScreen() {
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  // The dialog opens from a form or a confirmation, not a trigger of its own: focus goes back to
  // the control that asked for the secret, or whatever had focus when it came.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function reveal(secret: RevealedSecret, from?: HTMLElement | null) {
    returnFocusTo.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setRevealed(secret);
  }

  return (
    <section aria-labelledby="integrations-heading" className="space-y-8">
      <ScreenHeader
        id="integrations-heading"
        title="Integrations"
        intro="Send each new lead to your CRM, or to the Zapier, Make or n8n flow in front of it, as a signed webhook."
      />
      <WebhooksExplainer />
      <EndpointsSection onSecret={reveal} />
      <DeliveriesSection />
      <SecretDialog revealed={revealed} onClose={() => setRevealed(null)} returnFocusTo={returnFocusTo} />
    </section>
  );
}
