// The meta descriptions of /solutions and the solution pages, apart from the page copy so the
// route modules stay light: only the lazily loaded page sections import solutions.ts.

export const solutionsOverviewDescription =
  "Security operations solutions from SentinelForge: next-generation SIEM/SOC, SecOps as a service, cloud security and complete cybersecurity programs.";

/** Slug → meta description, in navigation order. */
export const solutionDescriptions: Readonly<Record<string, string>> = {
  "next-generation-siem-soc":
    "A next-generation SIEM run by a 24/7 SOC: detections mapped to MITRE ATT&CK, human triage on every alert and containment in minutes, live within 30 days.",
  secops:
    "SecOps as a Service: a named team of SentinelForge engineers runs your security tools, vulnerability management, access reviews and compliance reporting.",
  "cloud-security":
    "Cloud security for AWS, Azure and Google Cloud: continuous posture management, workload and identity protection, and 24/7 monitoring by the SentinelForge SOC.",
  "cybersecurity-solutions":
    "Complete cybersecurity programs from SentinelForge: risk assessment, security architecture, 24/7 managed detection and response, and incident response.",
};
