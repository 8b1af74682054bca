import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { company } from "~/content/company";
import type { AccessibilityStatement } from "~/content/legal/accessibility";

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function Section({ heading, items }: { heading: string; items: string[] }) {
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.slice(0, 40)}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** /accessibility: the standard met, how it is tested and when, known limitations, how to report a barrier. */
export function AccessibilityStatementPage({ statement }: { statement: AccessibilityStatement }) {
  const reviewed = new Date(`${statement.reviewed}T00:00:00Z`);
  const mailto = `mailto:${company.email}?subject=${encodeURIComponent(statement.reportSubject)}`;
  return (
    <>
      <PageHero eyebrow="Accessibility" title={statement.title}>
        <p className="text-sm text-navy-foreground">
          Standard: {statement.standard} · Last reviewed:{" "}
          <time dateTime={statement.reviewed}>{longDate.format(reviewed)}</time>
        </p>
      </PageHero>
      <div className="container max-w-3xl py-12 md:py-16">
        <div className="prose-legal">
          <p className="text-lg">{statement.intro}</p>
          <Section heading="Conformance" items={statement.conformance} />
          <Section heading="What helps you use the site" items={statement.features} />
          <Section heading="How it is tested" items={statement.testing} />
          <Section heading="Known limitations" items={statement.limitations} />
          <section>
            <h2>Report a barrier</h2>
            <p>{statement.contactIntro}</p>
            <ul>
              <li>
                Through our <Link to="/contact">contact form</Link>: choose any subject and describe the page and what
                happened.
              </li>
              <li>
                By email to <a href={mailto}>{company.email}</a>.
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
