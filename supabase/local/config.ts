// Builds the StackConfig from supabase/config.toml, the one source of truth shared with the
// Supabase CLI, plus the addresses the stack actually listens on.
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { parseEnv } from "node:util";
import { readAuthEmailNotifications, readAuthEmailTemplates } from "./auth/mailer/email-templates.ts";
import { mergeToml } from "./config-overrides.ts";
import { readSigningKeys, signingKeyOf, type SigningKey } from "./jwt.ts";
import { readStorageConfig } from "./storage/storage-config.ts";
import type { FunctionConfig, MfaConfig, StackConfig } from "./context.ts";
import { DEFAULT_SENDER } from "./inbox/mailer.ts";
import { parseToml, type TomlTable, type TomlValue } from "./toml.ts";

/** A dotenv file's variables (Node's own parser), or none when there is no such file. */
function readEnvFile(path: string): Record<string, string> {
  return existsSync(path) ? (parseEnv(readFileSync(path, "utf8")) as Record<string, string>) : {};
}

export interface ListeningAddresses {
  projectRoot: string;
  apiUrl: string;
  inboxUrl: string;
  ports: StackConfig["ports"];
  /** Overrides [auth] site_url (e.g. when the app is served elsewhere). */
  siteUrl?: string;
  /** Overrides GoTrue's 24-hour recent sign-in window (tests only; no config.toml key). */
  recentSignInSeconds?: number;
  /** Applies GoTrue's per-address limits as hosted Supabase does (no config.toml key; off like `supabase start`). */
  perIpRateLimits?: boolean;
  /** Proxies whose X-Forwarded-For the gateway believes (StartOptions.trustedProxies). */
  trustedProxies?: string[];
  /** Secrets for the Edge Functions beyond supabase/functions/.env (StartOptions.functionEnv). */
  functionEnv?: Record<string, string>;
}

/** GoTrue counts a session created within the last 24 hours as a recent sign-in. */
export const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

export function readConfigToml(supabaseDir: string): TomlTable {
  return readTomlFile(join(supabaseDir, "config.toml"));
}

function readTomlFile(file: string): TomlTable {
  return existsSync(file) ? parseToml(readFileSync(file, "utf8")) : {};
}

/**
 * Settings hosted Supabase has that the CLI's config.toml has no key for, as `<table>.<key>`. The
 * CLI refuses a config.toml with unknown keys, so they live in supabase/local-stack.toml, which
 * nothing but this stack reads.
 */
const LOCAL_ONLY_KEYS = new Set(["auth.password_hibp_enabled"]);

function dottedKeys(table: TomlTable, prefix = ""): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === "object" && !Array.isArray(value) ? dottedKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * What the stack serves a project with: config.toml, and supabase/local-stack.toml merged over it.
 * A local-only key in config.toml (it would stop `supabase start`) or any other key in
 * local-stack.toml (it belongs in config.toml, where the CLI sees it too) is refused.
 */
export function readProjectConfig(supabaseDir: string): TomlTable {
  const cli = readConfigToml(supabaseDir);
  const misplaced = dottedKeys(cli).filter((key) => LOCAL_ONLY_KEYS.has(key));
  if (misplaced.length > 0) {
    throw new Error(
      `supabase/config.toml: ${misplaced.join(", ")} is no Supabase CLI setting; set it in local-stack.toml`,
    );
  }
  const local = readTomlFile(join(supabaseDir, "local-stack.toml"));
  const foreign = dottedKeys(local).filter((key) => !LOCAL_ONLY_KEYS.has(key));
  if (foreign.length > 0) {
    throw new Error(`supabase/local-stack.toml: ${foreign.join(", ")} belongs in config.toml`);
  }
  return mergeToml(cli, local);
}

function table(parent: TomlTable, key: string): TomlTable {
  const value = parent[key];
  return typeof value === "object" && !Array.isArray(value) ? value : {};
}

function read<T extends TomlValue>(parent: TomlTable, key: string, fallback: T): T {
  const value = parent[key];
  return value !== undefined && typeof value === typeof fallback ? (value as T) : fallback;
}

/** Go-style durations as the CLI writes them: "1s", "60s", "1m30s", "1h". */
export function parseDurationSeconds(duration: string): number {
  let seconds = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)) {
    seconds += Number(amount) * (unit === "h" ? 3600 : unit === "m" ? 60 : 1);
  }
  return seconds;
}

/** `[inbucket] sender_name` and `admin_email`, the CLI's keys for the local sender of auth emails. */
export function configuredSender(toml: TomlTable): string {
  const inbucket = table(toml, "inbucket");
  const address = read(inbucket, "admin_email", "").trim();
  if (!address) return DEFAULT_SENDER;
  const name = read(inbucket, "sender_name", "").trim();
  return name ? `${name} <${address}>` : address;
}

export function buildStackConfig(toml: TomlTable, addresses: ListeningAddresses): StackConfig {
  const auth = table(toml, "auth");
  const email = table(auth, "email");
  const sms = table(auth, "sms");
  const rateLimit = table(auth, "rate_limit");
  const siteUrl = addresses.siteUrl ?? read(auth, "site_url", "http://127.0.0.1:3000");
  const emailConfirmations = read(email, "enable_confirmations", false);
  const functions: Record<string, FunctionConfig> = {};
  for (const [name, section] of Object.entries(table(toml, "functions"))) {
    if (typeof section === "object" && !Array.isArray(section)) {
      functions[name] = { verifyJwt: read(section, "verify_jwt", true) };
    }
  }
  return {
    projectRoot: addresses.projectRoot,
    apiUrl: addresses.apiUrl,
    inboxUrl: addresses.inboxUrl,
    ports: addresses.ports,
    mailFrom: configuredSender(toml),
    trustedProxies: addresses.trustedProxies ?? [],
    functionEnv: {
      ...readEnvFile(join(addresses.projectRoot, "supabase", "functions", ".env")),
      ...addresses.functionEnv,
    },
    siteUrl,
    auth: {
      siteUrl,
      additionalRedirectUrls: read<TomlValue[]>(auth, "additional_redirect_urls", []).filter(
        (url): url is string => typeof url === "string",
      ),
      jwtExpiry: read(auth, "jwt_expiry", 3600),
      jwtIssuer: `${addresses.apiUrl}/auth/v1`,
      ...readAuthSigningKeys(toml, addresses.projectRoot),
      enableSignup: read(auth, "enable_signup", true) && read(email, "enable_signup", true),
      enableConfirmations: emailConfirmations,
      // GoTrue never accepts fewer than 6 characters, whatever the config says.
      minimumPasswordLength: Math.max(6, read(auth, "minimum_password_length", 6)),
      passwordRequirements: read(auth, "password_requirements", ""),
      passwordHibpEnabled: read(auth, "password_hibp_enabled", false),
      emailMaxFrequencySeconds: parseDurationSeconds(read(email, "max_frequency", "1s")),
      otpExpirySeconds: read(email, "otp_expiry", 3600),
      enableRefreshTokenRotation: read(auth, "enable_refresh_token_rotation", true),
      refreshTokenReuseIntervalSeconds: read(auth, "refresh_token_reuse_interval", 10),
      // The CLI autoconfirms SMS unless SMS confirmations are on, and any autoconfirm makes a
      // repeated sign-up a 422 (SUPABASE_WIRE.md §1.2); only both on gives the fake user.
      duplicateSignup: emailConfirmations && read(sms, "enable_confirmations", false) ? "obfuscated-user" : "error",
      // The CLI's config template defaults (supabase/cli pkg/config/templates/config.toml).
      rateLimits: {
        // `supabase start` passes email_sent to GoTrue only with [auth.email.smtp] enabled (a section
        // without `enabled` counts as enabled); otherwise GOTRUE_RATE_LIMIT_EMAIL_SENT=360000
        // (supabase/cli internal/start/start.go).
        emailSent: customSmtpEnabled(email) ? read(rateLimit, "email_sent", 2) : 360_000,
        smsSent: read(rateLimit, "sms_sent", 30),
        anonymousUsers: read(rateLimit, "anonymous_users", 30),
        tokenRefresh: read(rateLimit, "token_refresh", 150),
        signInSignUps: read(rateLimit, "sign_in_sign_ups", 30),
        tokenVerifications: read(rateLimit, "token_verifications", 30),
        web3: read(rateLimit, "web3", 30),
      },
      perIpRateLimits: addresses.perIpRateLimits ?? false,
      doubleConfirmChanges: read(email, "double_confirm_changes", true),
      enableAnonymousSignIns: read(auth, "enable_anonymous_sign_ins", false),
      emailTemplates: readAuthEmailTemplates(toml, addresses.projectRoot),
      emailNotifications: readAuthEmailNotifications(toml, addresses.projectRoot),
      securePasswordChange: read(email, "secure_password_change", false),
      recentSignInSeconds: addresses.recentSignInSeconds ?? RECENT_SIGN_IN_SECONDS,
      mfa: readMfaConfig(table(auth, "mfa")),
    },
    functionsDir: join(addresses.projectRoot, "supabase", "functions"),
    storage: readStorageConfig(toml),
    apiSchemas: apiSchemas(table(toml, "api")),
    functions,
  };
}

/**
 * `[auth] signing_keys_path`, relative to supabase/ as the CLI resolves it, and the key among them
 * that signs; none when unset. Like `supabase start`, a path that cannot be read or decoded stops
 * the start, and so does a file GoTrue would refuse (signingKeyOf). start.ts reads it first of
 * all, so such a file stops the start before the database opens.
 */
export function readAuthSigningKeys(
  toml: TomlTable,
  projectRoot: string,
): { signingKeys: SigningKey[]; signingKey: SigningKey | undefined } {
  const path = read(table(toml, "auth"), "signing_keys_path", "");
  if (!path) return { signingKeys: [], signingKey: undefined };
  const file = isAbsolute(path) ? path : join(projectRoot, "supabase", path);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`failed to read signing keys: ${(error as Error).message}`);
  }
  const signingKeys = readSigningKeys(text, file);
  return { signingKeys, signingKey: signingKeyOf(signingKeys, file) };
}

/** Whether `[auth.email.smtp]` is on, as the CLI reads it (pkg/config/config.go). */
function customSmtpEnabled(email: TomlTable): boolean {
  const smtp = table(email, "smtp");
  return Object.keys(smtp).length > 0 && read(smtp, "enabled", true);
}

/** `[auth.mfa]`: absent keys take GoTrue's defaults (TOTP on, 10 factors, 300 s challenges). */
function readMfaConfig(mfa: TomlTable): MfaConfig {
  const totp = table(mfa, "totp");
  return {
    maxEnrolledFactors: read(mfa, "max_enrolled_factors", 10),
    totpEnrollEnabled: read(totp, "enroll_enabled", true),
    totpVerifyEnabled: read(totp, "verify_enabled", true),
    challengeExpirySeconds: 300,
    factorExpirySeconds: 300,
  };
}

/** `[api] schemas`: what PostgREST exposes (the CLI's default when absent), the first by default. */
function apiSchemas(api: TomlTable): string[] {
  const names = read<TomlValue[]>(api, "schemas", []).filter((name): name is string => typeof name === "string");
  return names.length > 0 ? names : ["public", "graphql_public"];
}
