import { LegalPage } from "~/features/company/legal-page";
import { termsOfService } from "~/content/legal/terms";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Terms of Service"),
    description: "The terms that govern the use of the SentinelForge website.",
    path: "/terms",
  });

export default function Route() {
  return <LegalPage document={termsOfService} />;
}
