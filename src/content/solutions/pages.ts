import type { SitemapPage } from "../site/page-entry";
import type { SolutionSlug } from "./index";
import { solutionEntries } from "./meta";
import { solutionsOverviewEntry } from "./overview-meta";

/** The day each solution page's words last changed. */
const updated: Record<SolutionSlug, string> = {
  "next-generation-siem-soc": "2026-11-24",
  secops: "2026-11-24",
  "cloud-security": "2026-11-24",
  "cybersecurity-solutions": "2026-11-24",
};

/** The domain's public pages with the day their words last changed, for the sitemap and the prerender (site/site-map.ts). */
export const pages: readonly SitemapPage[] = [
  { path: solutionsOverviewEntry.path, updated: "2026-11-24" },
  ...solutionEntries.map((entry) => ({ path: entry.path, updated: updated[entry.slug] })),
];
