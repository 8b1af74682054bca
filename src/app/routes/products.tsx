import { ProductsOverviewPage } from "~/features/marketing/products-overview-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Products"),
    description:
      "SentinelForge products: network security, SD-WAN and SASE, WAF and API security, datacenter, cloud-native protection and AI security operations.",
    path: "/products",
  });

export default function Route() {
  return <ProductsOverviewPage />;
}
