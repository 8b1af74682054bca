import type { PageEntry } from "../site/page-entry";

// /contact as <head> and the sitemap see it.
export const contactEntry: PageEntry = {
  path: "/contact",
  title: "Contact Us",
  exactTitle: true,
  description:
    "Contact SentinelForge sales and security specialists. We reply within 24 hours; our operations center runs 24/7.",
};
