import type { SitemapPage } from "../site/page-entry";
import { servicesEntry } from "./meta";

/** The domain's public pages with the day their words last changed, for the sitemap and the prerender (site/site-map.ts). */
export const pages: readonly SitemapPage[] = [{ path: servicesEntry.path, updated: "2026-11-24" }];
