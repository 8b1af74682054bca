import type { SitemapPage } from "../site/page-entry";
import { securityEntry, trustEntry } from "./meta";

/**
 * The disclosure policy, with the day its words last changed: /.well-known/security.txt expires a
 * year after it (src/lib/security-txt.ts), so the build asks for a review before the file goes stale.
 */
export const securityPolicyPage: SitemapPage = { path: securityEntry.path, updated: "2026-11-27" };

/** The domain's public pages with the day their words last changed, for the sitemap and the prerender (site/site-map.ts). */
export const pages: readonly SitemapPage[] = [securityPolicyPage, { path: trustEntry.path, updated: "2026-11-27" }];
