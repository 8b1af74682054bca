import * as careers from "../careers/pages";
import * as company from "../company/pages";
import * as contact from "../contact/pages";
import * as home from "../home/pages";
import * as legal from "../legal/pages";
import * as products from "../products/pages";
import * as security from "../security/pages";
import * as services from "../services/pages";
import * as solutions from "../solutions/pages";
// By path, not @rules/: react-router.config.ts loads this module for the prerender list without
// the build's import aliases.
// eslint-disable-next-line boundaries/no-path-into-supabase -- see above
import { ACCEPT_INVITE_PATH } from "../../../supabase/functions/_rules/staff-invitations.ts";
import { NOT_FOUND_PRERENDER_PATH } from "./not-found";
import type { SitemapPage } from "./page-entry";

/**
 * Every public page: rendered to static HTML at build time and listed in the sitemap, with its
 * `updated` day as lastmod. Each domain's pages.ts lists its own pages (the solutions, products,
 * departments and jobs from their indexes), so a new page is here once its domain knows it.
 */
export const publicPages = (): SitemapPage[] =>
  [home, company, services, solutions, products, careers, contact, legal, security].flatMap((domain) => domain.pages);

export const publicPaths = () => publicPages().map((page) => page.path);

// Rendered at build time but not indexed: auth screens and the 404 page served for unknown paths.
export const unindexedPrerenderPaths = ["/auth", "/auth/reset-password", ACCEPT_INVITE_PATH, NOT_FOUND_PRERENDER_PATH];
export const generatedFiles = ["/sitemap.xml", "/robots.txt"];

export function prerenderPaths(): string[] {
  return [...publicPaths(), ...unindexedPrerenderPaths, ...generatedFiles];
}
