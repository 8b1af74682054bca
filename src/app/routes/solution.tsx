import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { SolutionPage } from "~/features/marketing/solution-page";
import { solutionPages } from "~/content/solutions";
import { brandTitle, pageMeta } from "~/lib/seo";

const bySlug = (pathname: string) => solutionPages.find((s) => pathname.endsWith(`/${s.slug}`));

export const meta = ({ location }: MetaArgs) => {
  const solution = bySlug(location.pathname);
  return pageMeta({
    title: brandTitle(solution?.name ?? "Solutions"),
    description: solution?.metaDescription ?? "",
    path: location.pathname,
  });
};

export default function Route() {
  const solution = bySlug(useLocation().pathname);
  return solution ? <SolutionPage slug={solution.slug} /> : null;
}
