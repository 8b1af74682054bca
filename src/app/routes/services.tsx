import { ServicesPage } from "~/features/marketing/services-page";
import { servicesPage } from "~/content/services";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Services", description: servicesPage.metaDescription, path: "/services" });

export default function Route() {
  return <ServicesPage />;
}
