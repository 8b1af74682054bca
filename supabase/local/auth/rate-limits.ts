// GoTrue's per-IP request limits ([auth.rate_limit]), counted in fixed 5-minute windows.
import type { IncomingMessage } from "node:http";
import type { AuthConfig } from "../context.ts";
import { errors } from "./errors.ts";

export type RateLimitedAction = "signInSignUps" | "tokenRefresh" | "tokenVerifications";

const WINDOW_MS = 5 * 60 * 1000;

export class RequestRateLimiter {
  private readonly counts = new Map<string, { windowStart: number; count: number }>();

  constructor(private readonly limits: AuthConfig["requestRateLimits"]) {}

  /** Counts one request; throws over_request_rate_limit once the caller's IP is over the limit. */
  check(req: IncomingMessage, action: RateLimitedAction): void {
    if (!this.limits) return;
    const key = `${action}:${req.socket.remoteAddress ?? "unknown"}`;
    const now = Date.now();
    const entry = this.counts.get(key);
    if (!entry || now - entry.windowStart >= WINDOW_MS) {
      // Forget finished windows now and then, so the map cannot grow without bound.
      if (this.counts.size > 10_000) this.counts.clear();
      this.counts.set(key, { windowStart: now, count: 1 });
      return;
    }
    entry.count += 1;
    if (entry.count > this.limits[action]) throw errors.requestRateLimit();
  }
}
