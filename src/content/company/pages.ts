import type { SitemapPage } from "../site/page-entry";
import { aboutEntry } from "./about";
import { blogEntry } from "./blog";

/** The domain's public pages with the day their words last changed, for the sitemap and the prerender (site/site-map.ts). */
export const pages: readonly SitemapPage[] = [
  { path: aboutEntry.path, updated: "2026-11-24" },
  { path: blogEntry.path, updated: "2026-11-21" },
];
