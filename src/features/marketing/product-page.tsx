import { PageHero } from "~/components/ui/page-hero";
import { productOfferings } from "~/content/offerings";
export function ProductPage({ slug }: { slug: string }) {
  const offering = productOfferings.find((o) => o.slug === slug)!;
  return (
    <>
      <PageHero eyebrow="Product" title={offering.name} />
      <div className="container py-16" />
    </>
  );
}
