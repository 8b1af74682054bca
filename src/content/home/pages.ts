import type { SitemapPage } from "../site/page-entry";

/**
 * The domain's public pages with the day their words last changed, for the sitemap and the
 * prerender (site/site-map.ts). The home page's <head> is built from the company settings by its route.
 */
export const pages: readonly SitemapPage[] = [{ path: "/", updated: "2026-11-27" }];
