import type { PageEntry } from "../../site/page-entry";

// The page as <head> and the sitemap see it: plain data, apart from the document, which imports
// the company settings (the site map, which react-router.config.ts loads, may not).
export const privacyEntry: PageEntry = {
  path: "/privacy",
  title: "Privacy Policy",
  description: "How SentinelForge collects, uses and protects personal data from visitors, prospects and clients.",
};
