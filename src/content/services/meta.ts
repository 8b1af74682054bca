import type { PageEntry } from "../site/page-entry";

// /services as <head> and the sitemap see it, apart from the page copy so the route module stays
// light: only the lazily loaded page sections import copy.ts.
export const servicesEntry: PageEntry = {
  path: "/services",
  title: "Services",
  exactTitle: true,
  description:
    "SentinelForge services: managed SIEM/SOC, network and application security, cloud security and comprehensive cybersecurity programs, run by a 24/7 team.",
};
