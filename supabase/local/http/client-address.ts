// The caller's address, decided once per request by the gateway and the only one any service uses
// (auth's per-address limits and MFA challenges, the functions' X-Forwarded-For): the TCP peer's,
// or, when the peer is a proxy the stack was told to trust (StartOptions.trustedProxies), the
// nearest X-Forwarded-For hop that is not such a proxy. Nobody else's X-Forwarded-For counts: the
// gateway replaces it with the decided address, as the platform's edge does.
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

const decided = new WeakMap<IncomingMessage, string>();

/** One spelling per address: lower case, IPv4-mapped IPv6 ("::ffff:127.0.0.1") as plain IPv4. */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(lower) ? lower.slice("::ffff:".length) : lower;
}

function peerAddress(req: IncomingMessage): string {
  // A socket already closed has no address; it gets no answer either.
  return normalizeAddress(req.socket.remoteAddress ?? "0.0.0.0");
}

/** Decides and records the caller's address, and rewrites X-Forwarded-For to it. */
export function decideClientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  let address = peerAddress(req);
  if (trustedProxies.has(address)) {
    const hops = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map(normalizeAddress)
      .filter(Boolean);
    // Each trusted proxy appended the address it received from; walk back until one is not trusted.
    for (let hop = hops.pop(); hop !== undefined && trustedProxies.has(address); hop = hops.pop()) {
      if (!isIP(hop)) break;
      address = hop;
    }
  }
  decided.set(req, address);
  req.headers["x-forwarded-for"] = address;
  return address;
}

/** The address the gateway decided for this request (the peer's, for a request it never saw). */
export function clientAddressOf(req: IncomingMessage): string {
  return decided.get(req) ?? peerAddress(req);
}
