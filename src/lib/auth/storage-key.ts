import { env } from "~/lib/env";

/** supabase-js's default session key: `sb-<first label of the API hostname>-auth-token`. */
export function authStorageKey(supabaseUrl: string = env.supabaseUrl): string {
  return `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;
}

/** Auth parameters the email links put in the URL (implicit flow: fragment; errors may be in the query too). */
export function readUrlAuthParams(location: Pick<Location, "hash" | "search"> = window.location): URLSearchParams {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  new URLSearchParams(location.search).forEach((value, key) => params.set(key, value));
  return params;
}

/**
 * Whether this visit can involve a session at all: a stored one, or an email link landing with
 * tokens or an error. Without either, the Supabase client need not load for a guest.
 */
export function hasAuthHint(): boolean {
  try {
    if (window.localStorage.getItem(authStorageKey())) return true;
  } catch {
    // Storage blocked (privacy mode): only the URL can tell.
  }
  const params = readUrlAuthParams();
  return params.has("access_token") || params.has("error_description") || params.get("type") === "recovery";
}

/** True when the page was opened from a password-recovery email link. */
export const isRecoveryLanding = () => readUrlAuthParams().get("type") === "recovery";
