import type { SitemapPage } from "../site/page-entry";
import type { ProductSlug } from "./index";
import { productEntries } from "./meta";
import { productsOverviewEntry } from "./overview-meta";

/** The day each product page's words last changed. */
const updated: Record<ProductSlug, string> = {
  "network-security": "2026-11-24",
  "sd-wan-sase": "2026-11-24",
  "waf-api-security": "2026-11-24",
  "datacenter-solutions": "2026-11-24",
  "cloud-native-protection": "2026-11-24",
  "ai-security-operations": "2026-11-24",
};

/** The domain's public pages with the day their words last changed, for the sitemap and the prerender (site/site-map.ts). */
export const pages: readonly SitemapPage[] = [
  { path: productsOverviewEntry.path, updated: "2026-11-24" },
  ...productEntries.map((entry) => ({ path: entry.path, updated: updated[entry.slug] })),
];
