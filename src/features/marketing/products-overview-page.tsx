import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { productPath } from "~/content/offerings";
import { productPages, productsOverview as copy } from "~/content/products";
import { AtAGlance } from "./sections/at-a-glance";
import { ClosingCall } from "./sections/closing-call";
import { CONTACT_PATH } from "./sections/contact-actions";
import { IconCardGrid } from "./sections/icon-card-grid";
import { MarketingHero } from "./sections/marketing-hero";
import { MarketingSection } from "./sections/marketing-section";
import { OfferingCards } from "./sections/offering-cards";

export function ProductsOverviewPage() {
  const cards = productPages.map((p) => ({
    name: p.name,
    href: productPath(p.slug),
    icon: p.icon,
    summary: p.headline,
    note: { label: "Covers", text: p.worksWith.join(" · ") },
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
        <OfferingCards items={cards} perRow={3} />
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
