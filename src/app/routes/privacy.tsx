import { lazy, Suspense } from "react";
import { LegalFrame } from "~/features/company/legal-page";
import { privacyEntry } from "~/content/legal/meta/privacy";
import { entryMeta } from "~/lib/seo";

// Prerendered in full; the policy's text hydrates as soon as its chunk arrives, as the security
// page's parts do: the longest legal text (its retention periods included) then stays out of the
// page's first JavaScript, which keeps it within 100 KB.
const PrivacyText = lazy(() => import("~/features/company/privacy-text").then((m) => ({ default: m.PrivacyText })));

export const meta = () => entryMeta(privacyEntry);

export default function Route() {
  return (
    <LegalFrame title={privacyEntry.title}>
      <Suspense fallback={null}>
        <PrivacyText />
      </Suspense>
    </LegalFrame>
  );
}
