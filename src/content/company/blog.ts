import type { PageEntry } from "../site/page-entry";

/** /blog as <head> and the sitemap see it; the page's few words are its feature's. */
export const blogEntry: PageEntry = {
  path: "/blog",
  title: "Blog",
  exactTitle: true,
  description:
    "Threat research, advisories and field notes from the SentinelForge security operations team. Coming soon.",
};
