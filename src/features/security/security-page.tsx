import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { ProseSections } from "~/components/ui/prose-sections";
import { Section } from "~/components/ui/section";
import { securityPolicy } from "~/content/security/policy";

// Prerendered in full; the form hydrates when its chunk arrives, as the contact form does.
const SecurityReportForm = lazy(() =>
  import("./security-report-form").then((m) => ({ default: m.SecurityReportForm })),
);

/** /security: the disclosure policy, then the report form. */
export function SecurityPage() {
  return (
    <>
      <PageHero eyebrow={securityPolicy.eyebrow} title={securityPolicy.title} intro={securityPolicy.intro} />
      <div className="container max-w-3xl py-12 md:py-16">
        <div className="prose-legal">
          <ProseSections sections={securityPolicy.sections} />
        </div>
      </div>
      <Section className="bg-surface">
        <div className="container max-w-3xl">
          <section
            aria-labelledby="security-report-title"
            className="rounded-xl border border-border bg-background p-6 shadow-card hc-border md:p-8"
          >
            <h2 id="security-report-title" className="text-2xl font-bold tracking-tight text-foreground">
              {securityPolicy.formTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{securityPolicy.formIntro}</p>
            <div className="mt-8">
              <Suspense fallback={null}>
                <SecurityReportForm />
              </Suspense>
            </div>
          </section>
        </div>
      </Section>
    </>
  );
}
