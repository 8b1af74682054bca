import { PageHero } from "~/components/ui/page-hero";

export function SolutionsOverviewPage() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Solutions for every stage of your security program"
        intro="Four ways we take on security operations for you."
      />
      <div className="container py-16" />
    </>
  );
}
