import { servicesPage as copy } from "~/content/services/copy";
import { AtAGlance } from "./sections/at-a-glance";
import { ClosingCall } from "./sections/closing-call";
import { IconCardGrid } from "./sections/icon-card-grid";
import { MarketingHero } from "./sections/marketing-hero";
import { MarketingSection } from "./sections/marketing-section";
import { ServiceCards } from "./sections/service-cards";

export function ServicesPageContent() {
  return (
    <>
      <MarketingHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        aside={<AtAGlance figures={copy.atAGlance} />}
      />
      <MarketingSection intro={copy.benefits}>
        <IconCardGrid items={copy.benefits.items} />
      </MarketingSection>
      <MarketingSection intro={copy.services} tone="surface">
        <ServiceCards services={copy.serviceCards} />
      </MarketingSection>
      <ClosingCall copy={copy.closing} actionLabel={copy.closing.actionLabel} />
    </>
  );
}
