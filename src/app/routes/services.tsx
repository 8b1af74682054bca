import { ServicesPage } from "~/features/marketing/services-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Services",
    description:
      "Managed SIEM/SOC, network and application security, cloud security and end-to-end cybersecurity programs, delivered by SentinelForge.",
    path: "/services",
  });

export default function Route() {
  return <ServicesPage />;
}
