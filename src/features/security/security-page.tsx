import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { securityEntry, securityHero } from "~/content/security/meta";

// Prerendered in full; the policy and the form each hydrate as soon as their chunk arrives, as the
// contact page's parts do, which keeps the JavaScript the page needs first under 100 KB.
const PolicyBody = lazy(() => import("./policy-body").then((m) => ({ default: m.PolicyBody })));
const SecurityReportCard = lazy(() =>
  import("./security-report-card").then((m) => ({ default: m.SecurityReportCard })),
);

/** /security: the disclosure policy, then the report form. */
export function SecurityPage() {
  return (
    <>
      <PageHero eyebrow={securityHero.eyebrow} title={securityEntry.title} intro={securityHero.intro} />
      <div className="container max-w-3xl py-12 md:py-16">
        <Suspense fallback={null}>
          <PolicyBody />
        </Suspense>
      </div>
      <Section className="bg-surface">
        <div className="container max-w-3xl">
          <Suspense fallback={null}>
            <SecurityReportCard />
          </Suspense>
        </div>
      </Section>
    </>
  );
}
