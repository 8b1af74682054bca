import type { SitemapPage } from "../site/page-entry";
import { departments } from "./departments";
import { jobIndex, jobPath } from "./job-index";
import { careersEntry } from "./meta";

/**
 * The domain's public pages with the day their words last changed, for the sitemap and the
 * prerender (site/site-map.ts); a posting's words change only with a new posting date.
 */
export const pages: readonly SitemapPage[] = [
  { path: careersEntry.path, updated: "2026-11-24" },
  ...departments.map((dept) => ({ path: dept.path, updated: "2026-11-24" })),
  ...jobIndex.map((job) => ({ path: jobPath(job), updated: job.postedDate })),
];
