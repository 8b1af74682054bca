// Kong's key-auth as the CLI configures it: /auth/v1 (except the emailed-link routes), /rest/v1
// and Realtime's REST API need an `apikey`; opaque sb_ keys are rewritten to the legacy JWTs they stand for,
// so the services behind only ever see JWTs.
import type { IncomingMessage } from "node:http";
import { claimsFromApiKey } from "../jwt.ts";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys.ts";

const OPAQUE_TO_JWT: Record<string, string> = { [PUBLISHABLE_KEY]: ANON_KEY, [SECRET_KEY]: SERVICE_ROLE_KEY };

const KEY_FREE_PATHS = new Set([
  "/auth/v1/verify",
  "/auth/v1/callback",
  "/auth/v1/authorize",
  "/auth/v1/.well-known/jwks.json",
]);
const KEY_PROTECTED_PREFIXES = ["/auth/v1", "/rest/v1", "/realtime/v1/api"];

export function rewriteOpaqueKeys(req: IncomingMessage): void {
  const apikey = req.headers.apikey;
  if (typeof apikey === "string" && OPAQUE_TO_JWT[apikey]) req.headers.apikey = OPAQUE_TO_JWT[apikey];
  const bearer = req.headers.authorization?.match(/^Bearer\s+(sb_\S+)$/i)?.[1];
  if (bearer && OPAQUE_TO_JWT[bearer]) req.headers.authorization = `Bearer ${OPAQUE_TO_JWT[bearer]}`;
}

export function needsApiKey(path: string): boolean {
  if (KEY_FREE_PATHS.has(path)) return false;
  return KEY_PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

// Few distinct keys ever arrive; remembering verdicts skips an HMAC per request.
const verdicts = new Map<string, boolean>();
const MAX_REMEMBERED_KEYS = 64;

function isProjectKey(key: string): boolean {
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    const role = claimsFromApiKey(key).role;
    valid = role === "anon" || role === "service_role";
  } catch {
    valid = false;
  }
  if (verdicts.size >= MAX_REMEMBERED_KEYS) verdicts.clear();
  verdicts.set(key, valid);
  return valid;
}

/** Kong's 401 message when the apikey is missing or unknown, else null. */
export function apiKeyRejection(req: IncomingMessage): string | null {
  const apikey = req.headers.apikey;
  const key = Array.isArray(apikey) ? apikey[0] : apikey;
  if (!key) return "No API key found in request";
  return isProjectKey(key) ? null : "Invalid authentication credentials";
}
