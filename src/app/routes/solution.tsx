import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { SolutionPage } from "~/features/marketing/solution-page";
import { solutionEntries } from "~/content/solutions/meta";
import { entryAt, entryMeta } from "~/lib/seo";

// The light entries (name and <head>); the page copy loads with the page's island.
export const meta = ({ location }: MetaArgs) => {
  const solution = entryAt(solutionEntries, location.pathname);
  return solution ? entryMeta(solution) : [];
};

export default function Route() {
  const solution = entryAt(solutionEntries, useLocation().pathname);
  return solution ? <SolutionPage slug={solution.slug} /> : null;
}
