import type { PageEntry } from "../site/page-entry";

// /security and /trust as <head>, the sitemap and their heroes see them (plain data: the site map may
// not import the company settings). The rest of their copy loads with the parts below the hero.
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

export const securityHero = {
  eyebrow: "Security",
  intro:
    "Security is what we sell, so we want to hear about any weakness in our own systems. If you believe you have found one, report it here. We will not take legal action against research done in good faith under this policy.",
};

export const trustHero = {
  eyebrow: "Trust",
  intro:
    "What this website collects and why, where it is kept and who helps us run it, how it is protected, how long we keep it, and how to ask for your data or its erasure.",
};
