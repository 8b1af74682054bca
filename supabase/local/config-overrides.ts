// StartOptions.configOverrides: a TOML-shaped object merged over supabase/config.toml, so a test
// stack (or the end-to-end server) can raise [auth.rate_limit] or flip a switch without a
// second config file. Tables merge key by key; any other value replaces the file's.
import type { TomlTable, TomlValue } from "./toml.ts";

export type TomlOverrides = { [key: string]: TomlValue | TomlOverrides };

const isTable = (value: unknown): value is TomlTable =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function mergeToml(base: TomlTable, overrides: TomlOverrides | undefined): TomlTable {
  if (!overrides) return base;
  const merged: TomlTable = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = isTable(value) && isTable(current) ? mergeToml(current, value) : value;
  }
  return merged;
}

/**
 * Limits high enough for suites that sign up and sign in many users from 127.0.0.1, should they
 * run with perIpRateLimits or [auth.email.smtp] (without, those limits do not apply anyway), and
 * that send one address several emails of a kind within config.toml's max_frequency (60 s, as
 * hosted): here one a second, so such a test waits a second rather than a minute.
 */
export const GENEROUS_AUTH_RATE_LIMITS: TomlOverrides = {
  auth: {
    email: { max_frequency: "1s" },
    rate_limit: {
      email_sent: 100_000,
      sign_in_sign_ups: 100_000,
      token_refresh: 100_000,
      token_verifications: 100_000,
      anonymous_users: 100_000,
    },
  },
};

/**
 * The end-to-end stack's recent sign-in window (StartOptions.recentSignInSeconds; GoTrue: 24 h):
 * long enough for every other test's password change, short enough for one test to wait it out
 * and reach the emailed reauthentication code with a browser session.
 */
export const E2E_RECENT_SIGN_IN_SECONDS = 30;
