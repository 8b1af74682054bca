import type { PageEntry } from "../../site/page-entry";

// The page as <head> and the sitemap see it: plain data, apart from the document, which imports
// the company settings (the site map, which react-router.config.ts loads, may not).
export const cookiePolicyEntry: PageEntry = {
  path: "/cookie-policy",
  title: "Cookie Policy",
  description: "Which cookies and browser storage the SentinelForge website uses, and how to control them.",
};
