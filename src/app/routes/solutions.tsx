import { SolutionsOverviewPage } from "~/features/marketing/solutions-overview-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Solutions"),
    description:
      "Security operations solutions from SentinelForge: next-generation SIEM/SOC, SecOps as a service, cloud security and complete cybersecurity programs.",
    path: "/solutions",
  });

export default function Route() {
  return <SolutionsOverviewPage />;
}
