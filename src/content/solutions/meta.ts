import type { PageEntry } from "../site/page-entry";
import { solutionIndex, solutionPath, type SolutionSlug } from "./index";

// Each solution page as <head> sees it, apart from the page copy so the route module stays light: only
// the lazily loaded page sections import copy.ts.

/** Each solution page's meta description. */
const solutionMeta: Record<SolutionSlug, Pick<PageEntry, "description">> = {
  "next-generation-siem-soc": {
    description:
      "A next-generation SIEM run by a 24/7 SOC: detections mapped to MITRE ATT&CK, human triage on every alert and containment in minutes, live within 30 days.",
  },
  secops: {
    description:
      "SecOps as a Service: a named team of SentinelForge engineers runs your security tools, vulnerability management, access reviews and compliance reporting.",
  },
  "cloud-security": {
    description:
      "Cloud security for AWS, Azure and Google Cloud: continuous posture management, workload and identity protection, and 24/7 monitoring by the SentinelForge SOC.",
  },
  "cybersecurity-solutions": {
    description:
      "Complete cybersecurity programs from SentinelForge: risk assessment, security architecture, 24/7 managed detection and response, and incident response.",
  },
};

export interface SolutionEntry extends PageEntry {
  slug: SolutionSlug;
}

/** Every solution page, in navigation order. */
export const solutionEntries: readonly SolutionEntry[] = solutionIndex.map(({ slug, name }) => ({
  slug,
  path: solutionPath(slug),
  title: name,
  ...solutionMeta[slug],
}));
