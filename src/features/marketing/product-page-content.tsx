import { findProductPage } from "~/content/products/copy";
import { contactHref } from "~/lib/contact-link";
import { ClosingCall } from "./sections/closing-call";
import { HeroTags } from "./sections/hero-tags";
import { IconCardGrid } from "./sections/icon-card-grid";
import { MarketingHero } from "./sections/marketing-hero";
import { MarketingSection } from "./sections/marketing-section";
import { NumberedSteps } from "./sections/numbered-steps";
import { ProductEmblem } from "./sections/product-emblem";

/** One product: four feature cards, how we deliver it, and a single call to action (spec §2). */
export function ProductPageContent({ slug }: { slug: string }) {
  const product = findProductPage(slug);
  if (!product) throw new Error(`Unknown product "${slug}"`);
  return (
    <>
      <MarketingHero
        trail={{ parent: { label: "Products", href: "/products" }, current: product.name }}
        title={product.headline}
        intro={product.intro}
        aside={<ProductEmblem icon={product.icon} />}
      >
        <HeroTags label="Covers" tags={product.worksWith} />
      </MarketingHero>
      <MarketingSection intro={product.features}>
        <IconCardGrid items={product.features.items} />
      </MarketingSection>
      <MarketingSection intro={product.delivery} tone="surface">
        <NumberedSteps steps={product.delivery.points} />
      </MarketingSection>
      <ClosingCall
        copy={product.closing}
        actionLabel={product.closing.actionLabel}
        contactHref={contactHref(product.contactService)}
      />
    </>
  );
}
