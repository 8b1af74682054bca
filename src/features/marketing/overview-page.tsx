import type { OverviewPageContent } from "~/content/marketing/types";
import { AtAGlance } from "./sections/at-a-glance";
import { ClosingCall } from "./sections/closing-call";
import { IconCardGrid } from "./sections/icon-card-grid";
import { MarketingHero } from "./sections/marketing-hero";
import { MarketingSection } from "./sections/marketing-section";
import { OfferingCards, type OfferingCardItem } from "./sections/offering-cards";

interface OverviewPageProps {
  copy: OverviewPageContent;
  cards: readonly OfferingCardItem[];
  cardsPerRow: 2 | 3;
}

/** The shared shape of /solutions and /products: introduce the offerings, link each one, close. */
export function OverviewPage({ copy, cards, cardsPerRow }: OverviewPageProps) {
  return (
    <>
      <MarketingHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        aside={<AtAGlance figures={copy.atAGlance} />}
      />
      <MarketingSection intro={copy.list}>
        <OfferingCards items={cards} perRow={cardsPerRow} />
      </MarketingSection>
      <MarketingSection intro={copy.shared} tone="surface">
        <IconCardGrid items={copy.shared.items} perRow={3} />
      </MarketingSection>
      <ClosingCall copy={copy.closing} actionLabel={copy.closing.actionLabel} />
    </>
  );
}
