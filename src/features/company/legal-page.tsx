import { format } from "date-fns";
import { PageHero } from "~/components/ui/page-hero";
import { cookiePolicy, privacyPolicy, termsOfService, type LegalDocument } from "~/content/legal";
import { useClientValue } from "~/lib/use-client-value";

const formatDay = (d: Date) => format(d, "MMMM d, yyyy");
const BUILD_DAY = formatDay(new Date());

function LegalPage({ document }: { document: LegalDocument }) {
  // The spec asks for "today" as seen by the visitor, not the day the site was built.
  const today = useClientValue(() => formatDay(new Date()), BUILD_DAY);
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        <p className="text-sm text-navy-foreground">
          Last updated: <time dateTime={today}>{today}</time>
        </p>
      </PageHero>
      <div className="container max-w-3xl py-12 md:py-16">
        <div className="prose-legal">
          <p className="text-lg">{document.intro}</p>
          {document.sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs?.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((item) => (
                    <li key={item.slice(0, 32)}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

export const PrivacyPage = () => <LegalPage document={privacyPolicy} />;
export const TermsPage = () => <LegalPage document={termsOfService} />;
export const CookiePolicyPage = () => <LegalPage document={cookiePolicy} />;
