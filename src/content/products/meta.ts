import type { PageEntry } from "../site/page-entry";
import { productIndex, productPath, type ProductSlug } from "./index";

// Each product page as <head> sees it, apart from the page copy so the route module stays light: only
// the lazily loaded page sections import copy.ts.

/** Each product page's meta description. */
const productMeta: Record<ProductSlug, Pick<PageEntry, "description">> = {
  "network-security": {
    description:
      "Managed network security from SentinelForge: next-generation firewalls, internal segmentation, intrusion prevention and disciplined policy management.",
  },
  "sd-wan-sase": {
    description:
      "SD-WAN and SASE from SentinelForge: application-aware networking, Zero Trust access, secure web gateway and CASB for every branch and remote user.",
  },
  "waf-api-security": {
    description:
      "Managed WAF and API security from SentinelForge: OWASP Top 10 protection, API discovery, bot management and DDoS resilience, tuned to your applications.",
  },
  "datacenter-solutions": {
    description:
      "Datacenter security from SentinelForge: infrastructure hardening, workload microsegmentation, immutable backups and 24/7 monitoring for on-premises systems.",
  },
  "cloud-native-protection": {
    description:
      "Cloud-native protection from SentinelForge: container image scanning, Kubernetes posture, runtime threat detection and CI/CD guardrails, monitored 24/7.",
  },
  "ai-security-operations": {
    description:
      "AI security operations from SentinelForge: alert correlation, automated enrichment and AI-powered threat hunting, with analysts approving every response.",
  },
};

export interface ProductEntry extends PageEntry {
  slug: ProductSlug;
}

/** Every product page, in navigation order. */
export const productEntries: readonly ProductEntry[] = productIndex.map(({ slug, name }) => ({
  slug,
  path: productPath(slug),
  title: name,
  ...productMeta[slug],
}));
