// withdraw-application: the link in a candidate's acknowledgement (`<site>/careers/withdraw#token=…`).
//   GET  ?token=…      → { application: { jobTitle, submittedAt } }
//   POST { token }     → { withdrawn: true }: the application, its notes, emails and CV are deleted
// A link that is not ours answers 400; one whose application is gone (withdrawn, or deleted by the
// retention job), 404. Errors: { error: { field, title, description } }.

import { APPLICATION_WITHDRAW_PATH, emailLinkUrl } from "@rules/email-links.ts";
import { CORS_HEADERS } from "./cors.ts";
import { clientIpFrom, jsonResponse as json, readBodyWithin } from "./lead-http.ts";
import type { RateLimiter } from "./lead-ports.ts";
import { LINK_TOKEN_MAX_LENGTH, signLinkToken, verifyLinkToken } from "./link-tokens.ts";
import type { WithdrawalStore } from "./application-store.ts";

const AUDIENCE = "job-application:withdraw";
/** Longer than any application is kept: the link works while there is something to withdraw. */
const LINK_LIFETIME_MS = 366 * 86_400_000;

export async function withdrawLinkFor(secret: string, siteOrigin: string, applicationId: string, now: Date) {
  const token = await signLinkToken(secret, {
    subject: applicationId,
    audience: AUDIENCE,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    now,
  });
  return emailLinkUrl(siteOrigin, APPLICATION_WITHDRAW_PATH, token);
}

export const WITHDRAW_ERRORS = {
  invalid: {
    title: "This link is not valid",
    description: "Use the link in the confirmation email we sent you, or reply to that email and we'll help.",
  },
  expired: {
    title: "This link has expired",
    description: "Reply to the confirmation email we sent you and we'll withdraw your application.",
  },
  gone: {
    title: "This application is no longer here",
    description: "It was already withdrawn, or deleted at the end of its retention period.",
  },
  unavailable: {
    title: "Withdrawing online is not available",
    description: "Reply to the confirmation email we sent you and we'll withdraw your application.",
  },
  tooMany: { title: "Too many attempts", description: "Please wait a few minutes and try again." },
  failed: { title: "Something went wrong", description: "Please try again in a moment." },
} as const;

export interface WithdrawDeps {
  store: WithdrawalStore;
  rateLimiter: RateLimiter;
  linkSecret?: string;
  now: () => Date;
  logError?: (message: string, detail?: unknown) => void;
}

const refuse = (status: number, text: { title: string; description: string }, headers: Record<string, string> = {}) =>
  json(status, { error: { field: "token", ...text } }, headers);

async function applicationIdOf(deps: WithdrawDeps, token: unknown): Promise<string | Response> {
  if (!deps.linkSecret) {
    (deps.logError ?? console.error)("EMAIL_LINK_SECRET is not set: withdrawal links cannot be checked");
    return refuse(503, WITHDRAW_ERRORS.unavailable);
  }
  if (typeof token !== "string" || token === "" || token.length > LINK_TOKEN_MAX_LENGTH) {
    return refuse(400, WITHDRAW_ERRORS.invalid);
  }
  const check = await verifyLinkToken(deps.linkSecret, token, [AUDIENCE], deps.now());
  if (!check.ok) return refuse(check.reason === "expired" ? 410 : 400, WITHDRAW_ERRORS[check.reason]);
  return check.subject;
}

export function createWithdrawHandler(deps: WithdrawDeps) {
  async function read(request: Request) {
    if (request.url.length > 2_048)
      return refuse(414, { title: "Address too long", description: "The query is too long." });
    const id = await applicationIdOf(deps, new URL(request.url).searchParams.get("token"));
    if (id instanceof Response) return id;
    const found = await deps.store.find(id);
    if (!found) return refuse(404, WITHDRAW_ERRORS.gone);
    return json(
      200,
      { application: { jobTitle: found.jobTitle, submittedAt: found.submittedAt.toISOString() } },
      { "Cache-Control": "no-store" },
    );
  }

  async function withdraw(request: Request) {
    const raw = await readBodyWithin(request, 4_096);
    if (raw === null) return refuse(413, { title: "Request too large", description: "The request body is too large." });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(400, WITHDRAW_ERRORS.invalid);
    }
    const token = typeof body === "object" && body !== null ? (body as { token?: unknown }).token : undefined;
    const id = await applicationIdOf(deps, token);
    if (id instanceof Response) return id;
    const ip = clientIpFrom(request.headers);
    try {
      const decision = await deps.rateLimiter.take([
        `withdraw:application:${id}`,
        ...(ip ? [`withdraw:ip:${ip}`] : []),
      ]);
      if (!decision.allowed) {
        return refuse(429, WITHDRAW_ERRORS.tooMany, { "Retry-After": String(decision.retryAfterSeconds) });
      }
    } catch (error) {
      (deps.logError ?? console.error)("withdrawal rate limiter failed; request allowed", error);
    }
    // Withdrawn now or before: either way it is gone, which is what the candidate asked.
    await deps.store.withdraw(id);
    return json(200, { withdrawn: true });
  }

  return async (request: Request): Promise<Response> => {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      if (request.method === "GET") return await read(request);
      if (request.method === "POST") return await withdraw(request);
      return json(
        405,
        { error: { field: "body", title: "Method not allowed", description: "Use GET or POST." } },
        {
          Allow: "GET, POST, OPTIONS",
        },
      );
    } catch (error) {
      (deps.logError ?? console.error)("withdraw-application failed", error);
      return refuse(500, WITHDRAW_ERRORS.failed);
    }
  };
}
