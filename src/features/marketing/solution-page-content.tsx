import { findSolutionPage } from "~/content/solutions/copy";
import { contactHref } from "~/lib/contact-link";
import { AtAGlance } from "./sections/at-a-glance";
import { ClosingCall } from "./sections/closing-call";
import { SolutionHeroActions } from "./sections/contact-actions";
import { IconCardGrid } from "./sections/icon-card-grid";
import { MarketingHero } from "./sections/marketing-hero";
import { MarketingSection } from "./sections/marketing-section";
import { NumberedSteps } from "./sections/numbered-steps";
import { OutcomeFigures } from "./sections/outcome-figures";

/** One solution: what it does, how it works, the outcomes, and three ways to reach us. */
export function SolutionPageContent({ slug }: { slug: string }) {
  const solution = findSolutionPage(slug);
  if (!solution) throw new Error(`Unknown solution "${slug}"`);
  const toContact = contactHref(solution.contactService);
  return (
    <>
      <MarketingHero
        trail={{ parent: { label: "Solutions", href: "/solutions" }, current: solution.name }}
        title={solution.headline}
        intro={solution.intro}
        aside={<AtAGlance figures={solution.atAGlance} />}
      >
        <SolutionHeroActions solutionName={solution.name} contactHref={toContact} />
      </MarketingHero>
      <MarketingSection intro={solution.whatItDoes}>
        <IconCardGrid items={solution.whatItDoes.capabilities} />
      </MarketingSection>
      <MarketingSection intro={solution.howItWorks} tone="surface">
        <NumberedSteps steps={solution.howItWorks.steps} />
      </MarketingSection>
      <MarketingSection intro={solution.outcomes} align="left">
        <OutcomeFigures items={solution.outcomes.items} />
      </MarketingSection>
      <ClosingCall copy={solution.closing} actionLabel="Contact Us Today" contactHref={toContact} followsPlainSection />
    </>
  );
}
