import { SolutionsOverviewPage } from "~/features/marketing/solutions-overview-page";
import { solutionsOverviewDescription } from "~/content/solution-meta";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: brandTitle("Solutions"), description: solutionsOverviewDescription, path: "/solutions" });

export default function Route() {
  return <SolutionsOverviewPage />;
}
