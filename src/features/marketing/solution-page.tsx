import { PageHero } from "~/components/ui/page-hero";
import { solutionOfferings } from "~/content/offerings";
export function SolutionPage({ slug }: { slug: string }) {
  const offering = solutionOfferings.find((o) => o.slug === slug)!;
  return (
    <>
      <PageHero eyebrow="Solution" title={offering.name} />
      <div className="container py-16" />
    </>
  );
}
