import type { PageEntry } from "../../site/page-entry";

// The page as <head> and the sitemap see it (plain data: the site map may not import the company settings).
export const accessibilityEntry: PageEntry = {
  path: "/accessibility",
  title: "Accessibility Statement",
  description:
    "The accessibility standard the SentinelForge website meets (WCAG 2.2 AA), how we test it, known limitations and how to report a barrier.",
};
