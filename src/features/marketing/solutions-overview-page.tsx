import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { solutionPath } from "~/content/offerings";
import { solutionPages, solutionsOverview as copy } from "~/content/solutions";
import { AtAGlance } from "./sections/at-a-glance";
import { ClosingCall } from "./sections/closing-call";
import { CONTACT_PATH } from "./sections/contact-actions";
import { IconCardGrid } from "./sections/icon-card-grid";
import { MarketingHero } from "./sections/marketing-hero";
import { MarketingSection } from "./sections/marketing-section";
import { OfferingCards } from "./sections/offering-cards";

export function SolutionsOverviewPage() {
  const cards = solutionPages.map((s) => ({
    name: s.name,
    href: solutionPath(s.slug),
    icon: s.icon,
    summary: s.intro,
    note: { label: "Best for", text: s.bestFor },
  }));
  return (
    <>
      <MarketingHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        aside={<AtAGlance figures={copy.atAGlance} />}
      />
      <MarketingSection intro={copy.list}>
        <OfferingCards items={cards} perRow={2} />
      </MarketingSection>
      <MarketingSection intro={copy.shared} tone="surface">
        <IconCardGrid items={copy.shared.items} perRow={3} />
      </MarketingSection>
      <ClosingCall copy={copy.closing}>
        <Button asChild variant="accent" size="lg">
          <Link to={CONTACT_PATH}>{copy.closingAction}</Link>
        </Button>
      </ClosingCall>
    </>
  );
}
