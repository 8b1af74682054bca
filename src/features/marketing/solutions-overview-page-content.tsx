import { solutionPath } from "~/content/solutions";
import { solutionPages, solutionsOverview } from "~/content/solutions/copy";
import { OverviewPage } from "./overview-page";

const cards = solutionPages.map((s) => ({
  name: s.name,
  href: solutionPath(s.slug),
  icon: s.icon,
  summary: s.intro,
  note: { label: "Best for", text: s.bestFor },
}));

export function SolutionsOverviewPageContent() {
  return <OverviewPage copy={solutionsOverview} cards={cards} cardsPerRow={2} />;
}
