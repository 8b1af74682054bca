import { CookiePolicyPage } from "~/features/company/legal-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Cookie Policy"),
    description: "Which cookies and browser storage the SentinelForge website uses, and how to control them.",
    path: "/cookie-policy",
  });

export default function Route() {
  return <CookiePolicyPage />;
}
