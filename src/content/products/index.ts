import type { Offering } from "../marketing/types";

// The product line-up: names, slugs and one-line summaries for navigation, cards and the route
// table. What <head> and the sitemap need is in meta.ts, the page copy in copy.ts, both keyed by
// ProductSlug: a product added here without its meta or copy fails the typecheck.
export const productIndex = [
  { slug: "network-security", name: "Network Security", summary: "Next-generation firewalling and segmentation." },
  { slug: "sd-wan-sase", name: "SD-WAN & SASE", summary: "Secure, fast connectivity for every branch and user." },
  { slug: "waf-api-security", name: "WAF & API Security", summary: "Protect web apps and APIs from modern attacks." },
  {
    slug: "datacenter-solutions",
    name: "Datacenter Solutions",
    summary: "Hardened infrastructure for critical workloads.",
  },
  {
    slug: "cloud-native-protection",
    name: "Cloud-Native Protection",
    summary: "Runtime security for containers and Kubernetes.",
  },
  {
    slug: "ai-security-operations",
    name: "AI Security Operations",
    summary: "Machine-speed triage, correlation and hunting.",
  },
] as const satisfies readonly Offering[];

export type ProductSlug = (typeof productIndex)[number]["slug"];

export const productPath = (slug: ProductSlug) => `/products/${slug}`;
