import type { PageEntry } from "../site/page-entry";

// /solutions as <head> sees it, apart from the solution pages' meta.ts so its route loads only this.
export const solutionsOverviewEntry: PageEntry = {
  path: "/solutions",
  title: "Solutions",
  description:
    "Security operations solutions from SentinelForge: next-generation SIEM/SOC, SecOps as a service, cloud security and complete cybersecurity programs.",
};
