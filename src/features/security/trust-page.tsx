import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { trustEntry, trustHero } from "~/content/security/meta";

// Prerendered in full; the body hydrates when its chunk arrives (see security-page.tsx).
const TrustBody = lazy(() => import("./trust-body").then((m) => ({ default: m.TrustBody })));

/** /trust: what the site holds about a visitor, where, how protected, for how long, and how to ask for it. */
export function TrustPage() {
  return (
    <>
      <PageHero eyebrow={trustHero.eyebrow} title={trustEntry.title} intro={trustHero.intro} />
      <div className="container max-w-3xl py-12 md:py-16">
        <Suspense fallback={null}>
          <TrustBody />
        </Suspense>
      </div>
    </>
  );
}
