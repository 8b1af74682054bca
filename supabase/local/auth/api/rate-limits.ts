// GoTrue's rate limits (internal/api/apilimiter/apilimiter.go): per client address, one tollbooth
// token bucket per endpoint ([auth.rate_limit] and [auth.mfa]'s rates), applied only when the stack
// runs like hosted Supabase (AuthConfig.perIpRateLimits); project-wide, the email_sent count per hour.
import type { AuthConfig } from "../../context.ts";
import { errors } from "./errors.ts";

/** One GoTrue limiter each; the OTP family shares a rate but each endpoint has its own buckets. */
export type RateLimitedAction =
  | "signups"
  | "recover"
  | "resend"
  | "magicLink"
  | "otp"
  | "user"
  | "token"
  | "verify"
  | "anonymousSignIns"
  | "web3"
  | "factorChallenge"
  | "factorVerify";

const FIVE_MINUTES = 5 * 60;
const HOUR = 60 * 60;
// GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default; `supabase start` does not set it.
const MFA_CHALLENGE_AND_VERIFY_PER_MINUTE = 15;
// Beyond this many addresses, expired buckets are swept before a new one is added.
const SWEEP_ABOVE = 50_000;

interface BucketSpec {
  perSecond: number;
  burst: number;
  /** tollbooth forgets a bucket this long after creating it (go-cache does not extend it on use). */
  ttlMs: number;
}

function bucketSpecs(limits: AuthConfig["rateLimits"]): Record<RateLimitedAction, BucketSpec> {
  // newLimiterPer5mOver1h: the rate per 5 minutes, a burst of 30, kept an hour.
  const per5m = (count: number): BucketSpec => ({ perSecond: count / FIVE_MINUTES, burst: 30, ttlMs: HOUR * 1000 });
  const otp = per5m(limits.signInSignUps);
  const mfa = { perSecond: MFA_CHALLENGE_AND_VERIFY_PER_MINUTE / 60, burst: 30, ttlMs: 60_000 };
  return {
    signups: otp,
    recover: otp,
    resend: otp,
    magicLink: otp,
    otp,
    user: otp,
    token: per5m(limits.tokenRefresh),
    verify: per5m(limits.tokenVerifications),
    anonymousSignIns: { perSecond: limits.anonymousUsers / HOUR, burst: limits.anonymousUsers, ttlMs: HOUR * 1000 },
    web3: per5m(limits.web3),
    factorChallenge: mfa,
    factorVerify: mfa,
  };
}

interface Bucket {
  tokens: number;
  at: number;
  createdAt: number;
}

/**
 * A tollbooth limiter: a golang.org/x/time/rate bucket per key, full when created, refilled
 * continuously at `perSecond` up to `burst`, and replaced by a full one `ttlMs` after creation.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly spec: BucketSpec) {}

  /** Takes one token from `key`'s bucket; false when it holds less than one. */
  take(key: string, now = Date.now()): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket || now - bucket.createdAt >= this.spec.ttlMs) {
      if (this.buckets.size > SWEEP_ABOVE) this.forgetExpired(now);
      bucket = { tokens: this.spec.burst, at: now, createdAt: now };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(this.spec.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.spec.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private forgetExpired(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.createdAt >= this.spec.ttlMs) this.buckets.delete(key);
    }
  }
}

/** GoTrue's per-address limiters, one set per started stack; `enabled` false makes them pass everything. */
export class RequestRateLimiter {
  private readonly limiters: Record<RateLimitedAction, TokenBuckets>;

  constructor(
    limits: AuthConfig["rateLimits"],
    private readonly enabled = true,
  ) {
    const specs = bucketSpecs(limits);
    this.limiters = Object.fromEntries(
      Object.entries(specs).map(([action, spec]) => [action, new TokenBuckets(spec)]),
    ) as Record<RateLimitedAction, TokenBuckets>;
  }

  /**
   * Counts a request from `address` (the gateway's clientAddressOf, as hosted GoTrue keys on the
   * address its edge forwards); throws over_request_rate_limit when that bucket is empty.
   */
  check(address: string, action: RateLimitedAction, now = Date.now()): void {
    if (!this.enabled) return;
    if (!this.limiters[action].take(address, now)) throw errors.requestRateLimit();
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

/** The stack's per-address limiters (one set per started stack, keyed by its config). */
export function requestRateLimiter(config: AuthConfig): RequestRateLimiter {
  let limiter = requestLimiters.get(config);
  if (!limiter) {
    limiter = new RequestRateLimiter(config.rateLimits, config.perIpRateLimits);
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
