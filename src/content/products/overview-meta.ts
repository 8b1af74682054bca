import type { PageEntry } from "../site/page-entry";

// /products as <head> sees it, apart from the product pages' meta.ts so its route loads only this.
export const productsOverviewEntry: PageEntry = {
  path: "/products",
  title: "Products",
  description:
    "SentinelForge products: network security, SD-WAN and SASE, WAF and API security, datacenter, cloud-native protection and AI security operations, monitored 24/7.",
};
