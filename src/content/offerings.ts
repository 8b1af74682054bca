// The solution and product line-up: names, paths and one-line summaries used by navigation,
// the sitemap and overview pages. Full page copy lives in solutions.ts and products.ts.
export interface Offering {
  slug: string;
  name: string;
  summary: string;
}

export const solutionOfferings: readonly Offering[] = [
  {
    slug: "next-generation-siem-soc",
    name: "Next-Generation SIEM/SOC",
    summary: "24/7 detection and response, staffed by analysts.",
  },
  { slug: "secops", name: "SecOps as a Service", summary: "A managed security operations team, on your tools." },
  {
    slug: "cloud-security",
    name: "Cloud Security",
    summary: "Posture, workload and identity protection across clouds.",
  },
  {
    slug: "cybersecurity-solutions",
    name: "Cybersecurity Solutions",
    summary: "End-to-end programs from assessment to response.",
  },
];

export const productOfferings: readonly Offering[] = [
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
];

export const solutionPath = (slug: string) => `/solutions/${slug}`;
export const productPath = (slug: string) => `/products/${slug}`;
