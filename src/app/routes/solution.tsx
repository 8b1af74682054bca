import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { SolutionPage } from "~/features/marketing/solution-page";
import { solutionOfferings } from "~/content/offerings";
import { solutionDescriptions } from "~/content/solution-meta";
import { brandTitle, pageMeta } from "~/lib/seo";

// Names come from offerings.ts (already loaded with the header); the page copy loads with the page's island.
const bySlug = (pathname: string) => solutionOfferings.find((s) => pathname.endsWith(`/${s.slug}`));

export const meta = ({ location }: MetaArgs) => {
  const solution = bySlug(location.pathname);
  return pageMeta({
    title: brandTitle(solution?.name ?? "Solutions"),
    description: solution ? solutionDescriptions[solution.slug] : "",
    path: location.pathname,
  });
};

export default function Route() {
  const solution = bySlug(useLocation().pathname);
  return solution ? <SolutionPage slug={solution.slug} /> : null;
}
