// Where emailed links may send the browser (SUPABASE_WIRE.md §1.4): the site itself, any
// loopback address, or an additional_redirect_urls glob; anything else falls back to site_url.
import type { AuthConfig } from "../../context.ts";

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** gobwas/glob semantics as GoTrue uses them: `*` stops at `.` and `/`, `**` does not. */
function globToRegExp(glob: string): RegExp {
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === "*" && glob[i + 1] === "*") {
      pattern += ".*";
      i++;
    } else if (char === "*") {
      pattern += "[^./]*";
    } else if (char === "?") {
      pattern += "[^./]";
    } else {
      pattern += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${pattern}$`);
}

export function isAllowedRedirect(candidate: string, config: AuthConfig): boolean {
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  if (isLoopback(target.hostname)) return true;
  const site = new URL(config.siteUrl);
  if (target.protocol === site.protocol && target.hostname === site.hostname && target.port === site.port) return true;
  const withoutQuery = `${target.protocol}//${target.host}${target.pathname}`;
  return config.additionalRedirectUrls.some((glob) => {
    const matcher = globToRegExp(glob);
    return matcher.test(candidate) || matcher.test(withoutQuery);
  });
}

export function resolveRedirect(candidate: string | null | undefined, config: AuthConfig): string {
  return candidate && isAllowedRedirect(candidate, config) ? candidate : config.siteUrl;
}
