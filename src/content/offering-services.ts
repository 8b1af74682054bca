// Which service the contact form pre-selects when a visitor follows a call to action from a
// solution or product page. The four options are fixed by spec §2; a page whose subject none of
// them fairly covers maps to null, and its links carry no service. Every page in offerings.ts
// must appear here (solutions.ts and products.ts fail the build otherwise).
import type { ServiceValue } from "@rules/lead-fields.ts";

export type ContactService = ServiceValue | null;

export const solutionContactServices: Readonly<Record<string, ContactService>> = {
  "next-generation-siem-soc": "next generation siem/soc",
  // Security operations run for the client: the work of a SOC.
  secops: "next generation siem/soc",
  "cloud-security": "cloud security",
  // A whole program from assessment to response: no single service.
  "cybersecurity-solutions": null,
};

export const productContactServices: Readonly<Record<string, ContactService>> = {
  "network-security": "network security",
  // Secure connectivity for branches and remote users.
  "sd-wan-sase": "network security",
  // /services groups it with network security under "Network and Application Security".
  "waf-api-security": "network security",
  // Hardening, backups and recovery on premises: none of the four.
  "datacenter-solutions": null,
  "cloud-native-protection": "cloud security",
  "ai-security-operations": "ai powered threat hunting",
};

/** The service a page's calls to action carry; throws (failing the build) for a page not listed. */
export function contactServiceFor(
  services: Readonly<Record<string, ContactService>>,
  slug: string,
  kind: "solution" | "product",
): ContactService {
  const service = services[slug];
  if (service === undefined) {
    throw new Error(`No contact service for ${kind} "${slug}" in src/content/offering-services.ts (null for none)`);
  }
  return service;
}
