import { AboutPage } from "~/features/company/about-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Meet SentinelForge: a security operations company of analysts, engineers and incident responders protecting enterprises around the clock.",
    path: "/about",
  });

export default function Route() {
  return <AboutPage />;
}
