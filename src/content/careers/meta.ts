import type { PageEntry } from "../site/page-entry";

// /careers as <head> and the sitemap see it. A department's and a job's entries are in
// departments.ts and job-index.ts, which their routes load anyway; pages.ts lists them all.

export const careersEntry: PageEntry = {
  path: "/careers",
  title: "Careers",
  description: "Join SentinelForge. Browse open positions in sales, administration and technical security roles.",
};
