// Where a webhook may be sent (SSRF): https to a public address only. Every address the host
// resolves to is checked, so a name pointing into the project's network (10.0.0.0/8, the metadata
// service at 169.254.169.254, ::1, an IPv4-mapped private address) is refused before any request.
// Plain http and loopback are allowed only in development (the functions run against a local
// stack: isLocalDevelopment()). Address ranges are ipaddr.js's, which follows the IANA registries.
//
// Known limit: the check and the request resolve the name separately, so a name whose DNS answer
// changes between them (DNS rebinding) could pass; fetch() gives no way to pin the address while
// keeping TLS's name check. Redirects are never followed (webhook-sender.ts), so a public endpoint
// cannot bounce the request inward.

import ipaddr from "ipaddr.js";

export interface TargetPolicy {
  /** http and loopback addresses allowed: development only. */
  allowLoopback: boolean;
  /** The host's A and AAAA addresses; throws when it has none or DNS fails. */
  resolve: (host: string) => Promise<string[]>;
}

export type TargetCheck =
  | { ok: true; url: URL }
  /** permanent: retrying cannot help (the URL or its addresses are refused); else DNS failed. */
  | { ok: false; reason: string; permanent: boolean };

const LOOPBACK_NAMES = new Set(["localhost", "localhost."]);

/** The address ranges a webhook may reach: ipaddr.js's names. */
function rangeAllowed(range: string, policy: TargetPolicy): boolean {
  return range === "unicast" || (policy.allowLoopback && range === "loopback");
}

/** The hostname as an address, or null when it is a name ([::1] → ::1). */
function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(bare) ? bare : null;
}

const refused = (reason: string): TargetCheck => ({ ok: false, reason, permanent: true });

export async function checkWebhookTarget(raw: string, policy: TargetPolicy): Promise<TargetCheck> {
  if (!URL.canParse(raw)) return refused("not a URL");
  const url = new URL(raw);
  if (url.username || url.password) return refused("the URL carries a user name or password");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowLoopback)) {
    return refused(`only https endpoints are allowed${policy.allowLoopback ? "" : " outside development"}`);
  }

  const literal = literalAddress(url.hostname);
  let addresses: string[];
  if (literal) {
    addresses = [literal];
  } else if (LOOPBACK_NAMES.has(url.hostname)) {
    addresses = ["127.0.0.1"];
  } else {
    try {
      addresses = await policy.resolve(url.hostname);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `could not resolve ${url.hostname}: ${detail}`, permanent: false };
    }
    if (addresses.length === 0) return { ok: false, reason: `${url.hostname} has no address`, permanent: false };
  }

  for (const address of addresses) {
    if (!ipaddr.isValid(address)) return refused(`${url.hostname} resolved to ${address}, which is not an address`);
    const range = ipaddr.process(address).range();
    if (!rangeAllowed(range, policy)) {
      const where = literal ? address : `${url.hostname} resolves to ${address}`;
      return refused(`${where}, a ${range} address: webhooks go only to public addresses`);
    }
  }
  if (url.protocol === "http:" && !addresses.every((address) => ipaddr.process(address).range() === "loopback")) {
    return refused("plain http is allowed only to this machine, in development");
  }
  return { ok: true, url };
}

/**
 * Development: the functions run against a local stack, whose SUPABASE_URL is plain http. Hosted
 * Supabase injects its https project URL, so production can never be mistaken for development.
 */
export function isLocalDevelopment(supabaseUrl: string | undefined): boolean {
  return !!supabaseUrl && URL.canParse(supabaseUrl) && new URL(supabaseUrl).protocol === "http:";
}
