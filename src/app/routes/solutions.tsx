import { SolutionsOverviewPage } from "~/features/marketing/solutions-overview-page";
import { solutionsOverviewEntry } from "~/content/solutions/overview-meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(solutionsOverviewEntry);

export default function Route() {
  return <SolutionsOverviewPage />;
}
