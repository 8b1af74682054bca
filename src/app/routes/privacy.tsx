import { LegalPage } from "~/features/company/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Privacy Policy"),
    description: "How SentinelForge collects, uses and protects personal data from visitors, prospects and clients.",
    path: "/privacy",
  });

export default function Route() {
  return <LegalPage document={privacyPolicy} />;
}
