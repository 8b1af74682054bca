// GoTrue's rate limits ([auth.rate_limit], internal/api/apilimiter): per-IP token buckets
// (tollbooth) that hold 30 requests and refill at the configured number per 5 minutes (anonymous
// sign-ins: hold and refill that number per hour), and the project-wide email_sent count per hour.
import type { IncomingMessage } from "node:http";
import type { AuthConfig } from "../context.ts";
import { errors } from "./errors.ts";

/** One bucket per GoTrue limiter; the OTP family shares a rate but each endpoint has its own bucket. */
export type RateLimitedAction =
  "signups" | "recover" | "resend" | "magicLink" | "otp" | "user" | "token" | "verify" | "anonymousSignIns" | "web3";

const FIVE_MINUTES = 5 * 60;
const HOUR = 60 * 60;
const BURST = 30;
// tollbooth forgets an IP's bucket after an hour without requests.
const IDLE_TTL_MS = HOUR * 1000;

interface BucketSpec {
  perSecond: number;
  capacity: number;
}

function bucketSpecs(limits: AuthConfig["rateLimits"]): Record<RateLimitedAction, BucketSpec> {
  const per5m = (count: number): BucketSpec => ({ perSecond: count / FIVE_MINUTES, capacity: BURST });
  const otp = per5m(limits.signInSignUps);
  return {
    signups: otp,
    recover: otp,
    resend: otp,
    magicLink: otp,
    otp,
    user: otp,
    token: per5m(limits.tokenRefresh),
    verify: per5m(limits.tokenVerifications),
    anonymousSignIns: { perSecond: limits.anonymousUsers / HOUR, capacity: limits.anonymousUsers },
    web3: per5m(limits.web3),
  };
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * The address a request is counted against: the peer's, or, when the peer is a proxy on this
 * machine, the first X-Forwarded-For entry (GoTrue takes the first value of its rate-limit header).
 */
export function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  const loopback = peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return loopback && first ? first : peer;
}

export class RequestRateLimiter {
  private readonly specs: Record<RateLimitedAction, BucketSpec>;
  private readonly buckets = new Map<string, Bucket>();

  constructor(limits: AuthConfig["rateLimits"]) {
    this.specs = bucketSpecs(limits);
  }

  /** Takes one token from the caller's bucket; throws over_request_rate_limit when it is empty. */
  check(req: IncomingMessage, action: RateLimitedAction, now = Date.now()): void {
    const spec = this.specs[action];
    const key = `${action}:${clientAddress(req)}`;
    const bucket = this.buckets.get(key);
    let tokens = spec.capacity;
    if (bucket && now - bucket.at < IDLE_TTL_MS) {
      tokens = Math.min(spec.capacity, bucket.tokens + ((now - bucket.at) / 1000) * spec.perSecond);
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      throw errors.requestRateLimit();
    }
    if (this.buckets.size > 50_000) this.forgetIdle(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
  }

  private forgetIdle(now: number): void {
    for (const [key, bucket] of this.buckets) if (now - bucket.at >= IDLE_TTL_MS) this.buckets.delete(key);
  }
}

/** GoTrue's IntervalLimiter for email_sent: N emails per fixed hour, across the whole project. */
export class EmailSendLimiter {
  private windowStart: number;
  private count = 0;

  constructor(
    private readonly perHour: number,
    now = Date.now(),
  ) {
    this.windowStart = now;
  }

  /** Counts one email; throws over_email_send_rate_limit when this hour's allowance is used up. */
  take(now = Date.now()): void {
    const elapsedWindows = Math.floor((now - this.windowStart) / (HOUR * 1000));
    if (elapsedWindows > 0) {
      this.windowStart += elapsedWindows * HOUR * 1000;
      this.count = 0;
    }
    if (this.count >= this.perHour) throw errors.emailSendRateLimit();
    this.count += 1;
  }
}

const requestLimiters = new WeakMap<AuthConfig, RequestRateLimiter>();

/** The stack's per-IP limiter (one per started stack, keyed by its config). */
export function requestRateLimiter(config: AuthConfig): RequestRateLimiter {
  let limiter = requestLimiters.get(config);
  if (!limiter) {
    limiter = new RequestRateLimiter(config.rateLimits);
    requestLimiters.set(config, limiter);
  }
  return limiter;
}

const emailLimiters = new WeakMap<AuthConfig, EmailSendLimiter>();

/** The stack's email_sent limiter (one per started stack, keyed by its config). */
export function emailSendLimiter(config: AuthConfig): EmailSendLimiter {
  let limiter = emailLimiters.get(config);
  if (!limiter) {
    limiter = new EmailSendLimiter(config.rateLimits.emailSent);
    emailLimiters.set(config, limiter);
  }
  return limiter;
}
