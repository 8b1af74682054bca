import { productOfferings, productPath, solutionOfferings, solutionPath } from "./offerings";
import { departmentPaths, jobPaths } from "./careers-paths";

// Public paths rendered to static HTML at build time (also the sitemap's source).
export const staticPublicPaths = [
  "/",
  "/about",
  "/services",
  "/blog",
  "/solutions",
  "/products",
  "/careers",
  "/contact",
  "/privacy",
  "/terms",
  "/cookie-policy",
] as const;

// Rendered at build time but not indexed: auth screens and the 404 page served for unknown paths.
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";
export const unindexedPrerenderPaths = ["/auth", "/auth/reset-password", NOT_FOUND_PRERENDER_PATH];
export const generatedFiles = ["/sitemap.xml", "/robots.txt"];

export function publicPaths(): string[] {
  return [
    ...staticPublicPaths,
    ...solutionOfferings.map((o) => solutionPath(o.slug)),
    ...productOfferings.map((o) => productPath(o.slug)),
    ...departmentPaths(),
    ...jobPaths(),
  ];
}

export function prerenderPaths(): string[] {
  return [...publicPaths(), ...unindexedPrerenderPaths, ...generatedFiles];
}
