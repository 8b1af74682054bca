import { SolutionsOverviewPage } from "~/features/marketing/solutions-overview-page";
import { solutionsOverview } from "~/content/solutions";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: brandTitle("Solutions"), description: solutionsOverview.metaDescription, path: "/solutions" });

export default function Route() {
  return <SolutionsOverviewPage />;
}
