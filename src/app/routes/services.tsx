import { ServicesPage } from "~/features/marketing/services-page";
import { servicesDescription } from "~/content/services-meta";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Services", description: servicesDescription, path: "/services" });

export default function Route() {
  return <ServicesPage />;
}
