// GoTrue's MFA limiter (apilimiter.go): POST /factors/{id}/challenge and /verify each get a per-IP
// token bucket of 30 that refills at [auth.mfa] rate_limit_challenge_and_verify (15) per minute.
// It is the only bound on guessing codes: GoTrue counts no attempts per challenge.
import { isIP } from "node:net";
import type { IncomingMessage } from "node:http";
import { errors } from "./errors.ts";
import { clientAddress } from "./rate-limits.ts";

const PER_MINUTE = 15;
const BURST = 30;
const IDLE_TTL_MS = 60_000;

export type MfaLimitedAction = "challenge" | "verify";

interface Bucket {
  tokens: number;
  at: number;
}

export class MfaRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  check(req: IncomingMessage, action: MfaLimitedAction, now = Date.now()): void {
    const key = `${action}:${requestIp(req)}`;
    const bucket = this.buckets.get(key);
    let tokens = BURST;
    if (bucket && now - bucket.at < IDLE_TTL_MS) {
      tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 60_000) * PER_MINUTE);
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      throw errors.requestRateLimit();
    }
    if (this.buckets.size > 50_000) {
      for (const [old, value] of this.buckets) if (now - value.at >= IDLE_TTL_MS) this.buckets.delete(old);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
  }
}

/** The caller's IP as a challenge records it (an inet value; a malformed forwarded value falls back to the peer). */
export function requestIp(req: IncomingMessage): string {
  const address = clientAddress(req);
  if (isIP(address)) return address;
  const peer = req.socket.remoteAddress ?? "";
  return isIP(peer) ? peer : "127.0.0.1";
}
