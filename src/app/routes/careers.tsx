import { CareersPage } from "~/features/careers/careers-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Careers"),
    description: "Join SentinelForge. Browse open positions in sales, administration and technical security roles.",
    path: "/careers",
  });

export default function Route() {
  return <CareersPage />;
}
