import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { ProseSections } from "~/components/ui/prose-sections";
import { securityEntry } from "~/content/security/meta";
import { trustCenter } from "~/content/security/trust";

/** /trust: what the site holds about a visitor, where, how protected, for how long, and how to ask for it. */
export function TrustPage() {
  return (
    <>
      <PageHero eyebrow={trustCenter.eyebrow} title={trustCenter.title} intro={trustCenter.intro} />
      <div className="container max-w-3xl py-12 md:py-16">
        <div className="prose-legal">
          <ProseSections sections={trustCenter.sections} />
          <section>
            <h2>{trustCenter.requestHeading}</h2>
            <p>{trustCenter.requestText}</p>
            <p>
              {trustCenter.securityText} <Link to={securityEntry.path}>{trustCenter.securityLink}</Link>.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
