import { ServicesPage } from "~/features/marketing/services-page";
import { servicesEntry } from "~/content/services/meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(servicesEntry);

export default function Route() {
  return <ServicesPage />;
}
