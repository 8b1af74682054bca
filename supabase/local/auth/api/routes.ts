// /auth/v1: GoTrue-compatible routing. Each handler returns the JSON to send or throws an
// AuthError, which becomes GoTrue's error body.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServiceHandler, StackContext } from "../../context.ts";
import { clientAddressOf } from "../../http/client-address.ts";
import { adminRoute, isAdminPath } from "./admin.ts";
import { sendJson } from "../../http/send.ts";
import { AuthError, errors, OAuthError, sendAuthError, sendOAuthError } from "./errors.ts";
import { requestRateLimiter, type RateLimitedAction } from "./rate-limits.ts";
import { signUpRoute } from "./signup.ts";
import { routeFactors } from "./mfa.ts";
import { reauthenticate } from "./reauthenticate.ts";
import { magicLinkRoute, signInWithOtp } from "./otp.ts";
import { recoverPassword } from "./recover.ts";
import { resend } from "./resend.ts";
import { authenticateUser, parseJsonBody, queryOf, type JsonObject } from "./request.ts";
import { endSessions, type LogoutScope } from "../models/sessions.ts";
import { grantToken } from "./token.ts";
import { getUser, updateUser } from "./user.ts";
import { verifyCode, verifyLink } from "./verify.ts";

type JsonRoute = (ctx: StackContext, req: IncomingMessage, body: JsonObject) => Promise<object>;

const JSON_ROUTES: Record<string, JsonRoute> = {
  "POST /signup": signUpRoute,
  "POST /otp": signInWithOtp,
  "POST /magiclink": magicLinkRoute,
  "POST /resend": resend,
  "POST /token": grantToken,
  "POST /recover": recoverPassword,
  "POST /verify": (ctx, _req, body) => verifyCode(ctx, body),
  "GET /user": (ctx, req) => getUser(ctx, req),
  "PUT /user": updateUser,
  "GET /reauthenticate": (ctx, req) => reauthenticate(ctx, req),
  "GET /settings": async (ctx) => settings(ctx),
  "GET /health": async () => ({
    version: "local",
    name: "GoTrue",
    description: "GoTrue-compatible auth of the local stack",
  }),
  // GoTrue's WellKnownJwks: the public halves of the signing keys, never the HS256 secret, so with
  // only the secret the set is empty and supabase-js's getClaims() falls back to GET /user.
  "GET /.well-known/jwks.json": async (ctx) => ({ keys: ctx.config.auth.signingKeys.map((key) => key.publicJwk) }),
};

const RESPONSE_HEADERS: Record<string, Record<string, string>> = {
  "/.well-known/jwks.json": { "Cache-Control": "public, max-age=600" },
};

// Which GoTrue rate-limit bucket a request counts against (api.go); /signup decides in signup.ts.
const LIMITED_ROUTES: Record<string, RateLimitedAction> = {
  "POST /recover": "recover",
  "POST /resend": "resend",
  "POST /magiclink": "magicLink",
  "POST /otp": "otp",
  "PUT /user": "user",
  "GET /verify": "verify",
  "POST /verify": "verify",
};

// token.go limits a grant only once it knows the type; an unknown one is refused uncounted.
const TOKEN_GRANT_LIMITS = new Map<string | null, RateLimitedAction>([
  ["password", "token"],
  ["refresh_token", "token"],
  ["id_token", "token"],
  ["pkce", "token"],
  ["web3", "web3"],
]);

function rateLimitedAction(method: string, subpath: string, req: IncomingMessage): RateLimitedAction | null {
  if (method === "POST" && subpath === "/token") return TOKEN_GRANT_LIMITS.get(queryOf(req).get("grant_type")) ?? null;
  return LIMITED_ROUTES[`${method} ${subpath}`] ?? null;
}

export function createAuthHandler(ctx: StackContext): ServiceHandler {
  const limiter = requestRateLimiter(ctx.config.auth);
  return async (req, res, body, subpath) => {
    try {
      const action = rateLimitedAction(req.method ?? "GET", subpath, req);
      if (action) limiter.check(clientAddressOf(req), action);
      await route(ctx, req, res, body, subpath);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(res, error);
      if (error instanceof OAuthError) return sendOAuthError(res, error);
      throw error;
    }
  };
}

async function route(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  subpath: string,
): Promise<void> {
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
  if (method === "GET" && subpath === "/verify") return verifyLink(ctx, req, res);
  if (method === "POST" && subpath === "/logout") return logout(ctx, req, res);
  if (isAdminPath(subpath)) return adminRoute(ctx, req, res, body, subpath);
  if (subpath === "/factors" || subpath.startsWith("/factors/")) {
    return sendJson(res, 200, await routeFactors(ctx, req, method, subpath, body));
  }
  const handler = JSON_ROUTES[`${method} ${subpath}`];
  if (!handler) {
    const knownPath = Object.keys(JSON_ROUTES).some((key) => key.endsWith(` ${subpath}`));
    throw knownPath ? errors.methodNotAllowed() : errors.notFound();
  }
  const json = method === "GET" ? {} : parseJsonBody(body);
  sendJson(res, 200, await handler(ctx, req, json), RESPONSE_HEADERS[subpath]);
}

const LOGOUT_SCOPES: readonly LogoutScope[] = ["global", "local", "others"];

async function logout(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requested = queryOf(req).get("scope") ?? "global";
  if (!LOGOUT_SCOPES.includes(requested as LogoutScope)) {
    throw errors.validation(`Unsupported logout scope "${requested}"`);
  }
  const { user, sessionId } = await authenticateUser(ctx, req);
  await endSessions(ctx.db, user.id, sessionId, requested as LogoutScope);
  res.writeHead(204);
  res.end();
}

function settings(ctx: StackContext): JsonObject {
  const auth = ctx.config.auth;
  return {
    external: {
      anonymous_users: auth.enableAnonymousSignIns,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: !auth.enableSignup,
    mailer_autoconfirm: !auth.enableConfirmations,
    phone_autoconfirm: true,
    sms_provider: "twilio",
    saml_enabled: false,
  };
}
