import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { SolutionPage } from "~/features/marketing/solution-page";
import { solutionOfferings } from "~/content/offerings";
import { brandTitle, pageMeta } from "~/lib/seo";

const bySlug = (pathname: string) => solutionOfferings.find((o) => pathname.endsWith(`/${o.slug}`));

export const meta = ({ location }: MetaArgs) => {
  const offering = bySlug(location.pathname);
  return pageMeta({
    title: brandTitle(offering?.name ?? "Solutions"),
    description: `${offering?.name}: ${offering?.summary}`,
    path: location.pathname,
  });
};

export default function Route() {
  const offering = bySlug(useLocation().pathname);
  return offering ? <SolutionPage slug={offering.slug} /> : null;
}
