import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { contactPage } from "~/content/contact/copy";

// Prerendered in full; each part hydrates as soon as its chunk arrives (React replays an early
// click), which keeps the JavaScript every page needs first under 100 KB.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));
const ContactDetails = lazy(() => import("./contact-details").then((m) => ({ default: m.ContactDetails })));

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} intro={contactPage.intro} />
      <Section className="bg-surface">
        <div className="container grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-xl border border-border bg-background p-6 shadow-card hc-border md:p-8"
          >
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
              {contactPage.formTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{contactPage.formIntro}</p>
            <div className="mt-8">
              <Suspense fallback={null}>
                <ContactForm />
              </Suspense>
            </div>
          </section>
          <Suspense fallback={null}>
            <ContactDetails />
          </Suspense>
        </div>
      </Section>
    </>
  );
}
