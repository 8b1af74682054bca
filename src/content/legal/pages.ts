import type { SitemapPage } from "../site/page-entry";
import { accessibilityEntry } from "./meta/accessibility";
import { cookiePolicyEntry } from "./meta/cookie-policy";
import { privacyEntry } from "./meta/privacy";
import { termsEntry } from "./meta/terms";

/** The domain's public pages with the day their words last changed, for the sitemap and the prerender (site/site-map.ts). */
export const pages: readonly SitemapPage[] = [
  { path: privacyEntry.path, updated: "2026-11-28" },
  { path: termsEntry.path, updated: "2026-11-21" },
  { path: cookiePolicyEntry.path, updated: "2026-11-21" },
  { path: accessibilityEntry.path, updated: "2026-11-27" },
];
