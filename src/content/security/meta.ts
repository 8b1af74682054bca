import type { PageEntry } from "../site/page-entry";

// /security and /trust as <head> and the sitemap see them (plain data: the site map may not import the company settings).
export const securityEntry: PageEntry = {
  path: "/security",
  title: "Vulnerability Disclosure Policy",
  description:
    "How to report a security vulnerability in SentinelForge's website and services: scope, safe harbour, response times and a report form.",
};

export const trustEntry: PageEntry = {
  path: "/trust",
  title: "Trust Center",
  description:
    "What the SentinelForge website collects and why, where it is stored, our sub-processors, encryption, retention periods and how to get or erase your data.",
};
