import { LegalPage } from "~/features/company/legal-page";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Cookie Policy"),
    description: "Which cookies and browser storage the SentinelForge website uses, and how to control them.",
    path: "/cookie-policy",
  });

export default function Route() {
  return <LegalPage document={cookiePolicy} />;
}
