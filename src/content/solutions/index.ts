import type { Offering } from "../marketing/types";

// The solution line-up: names, slugs and one-line summaries for navigation, cards and the route
// table. What <head> and the sitemap need is in meta.ts, the page copy in copy.ts, both keyed by
// SolutionSlug: a solution added here without its meta or copy fails the typecheck.
export const solutionIndex = [
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
] as const satisfies readonly Offering[];

export type SolutionSlug = (typeof solutionIndex)[number]["slug"];

export const solutionPath = (slug: SolutionSlug) => `/solutions/${slug}`;
