import type { PageEntry } from "../../site/page-entry";

// The page as <head> and the sitemap see it: plain data, apart from the document, which imports
// the company settings (the site map, which react-router.config.ts loads, may not).
export const termsEntry: PageEntry = {
  path: "/terms",
  title: "Terms of Service",
  description: "The terms that govern the use of the SentinelForge website.",
};
