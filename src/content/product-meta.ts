// The meta descriptions of /products and the product pages, apart from the page copy so the
// route modules stay light: only the lazily loaded page sections import products.ts.

export const productsOverviewDescription =
  "SentinelForge products: network security, SD-WAN and SASE, WAF and API security, datacenter, cloud-native protection and AI security operations, monitored 24/7.";

/** Slug → meta description, in navigation order. */
export const productDescriptions: Readonly<Record<string, string>> = {
  "network-security":
    "Managed network security from SentinelForge: next-generation firewalls, internal segmentation, intrusion prevention and disciplined policy management.",
  "sd-wan-sase":
    "SD-WAN and SASE from SentinelForge: application-aware networking, Zero Trust access, secure web gateway and CASB for every branch and remote user.",
  "waf-api-security":
    "Managed WAF and API security from SentinelForge: OWASP Top 10 protection, API discovery, bot management and DDoS resilience, tuned to your applications.",
  "datacenter-solutions":
    "Datacenter security from SentinelForge: infrastructure hardening, workload microsegmentation, immutable backups and 24/7 monitoring for on-premises systems.",
  "cloud-native-protection":
    "Cloud-native protection from SentinelForge: container image scanning, Kubernetes posture, runtime threat detection and CI/CD guardrails, monitored 24/7.",
  "ai-security-operations":
    "AI security operations from SentinelForge: alert correlation, automated enrichment and AI-powered threat hunting, with analysts approving every response.",
};
