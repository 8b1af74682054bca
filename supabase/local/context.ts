// The shared context every local-stack service (auth, rest, realtime, functions, inbox) receives.
// This file is the contract between the stack's modules: keep its shapes stable.
import type { StorageConfig } from "./storage/storage-config.ts";
import type { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Database } from "./db/database.ts";
import type { SigningKey, verifyJwt } from "./jwt.ts";

export interface AuthConfig {
  /** Default redirect target and the base for validating `redirect_to`. */
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** `iss` claim of user access tokens, `<apiUrl>/auth/v1`. */
  jwtIssuer: string;
  /** `[auth] signing_keys_path`'s keys, all of them published and trusted to verify. */
  signingKeys: SigningKey[];
  /**
   * The one of them whose key_ops include "sign" (signingKeyOf), which signs access tokens; none
   * when the file is unset or empty, and the HS256 JWT secret signs.
   */
  signingKey: SigningKey | undefined;
  enableSignup: boolean;
  /** `[auth.email] enable_confirmations`: when false, sign-up returns a session at once. */
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  /** `password_requirements`: "", "letters_digits", "lower_upper_letters_digits" or "lower_upper_letters_digits_symbols". */
  passwordRequirements: string;
  /**
   * Leaked-password protection (hosted: "Prevent use of leaked passwords", GoTrue's
   * GOTRUE_PASSWORD_HIBP_ENABLED), off by default. The CLI's config.toml has no key for it:
   * `[auth] password_hibp_enabled` in supabase/local-stack.toml. A password on the stack's offline
   * list (auth/crypto/leaked-passwords.ts) is then weak, with reason "pwned".
   */
  passwordHibpEnabled: boolean;
  /** Minimum seconds between two emails of the same kind to one user (`max_frequency`). */
  emailMaxFrequencySeconds: number;
  /** Lifetime of emailed links and OTPs in seconds (`otp_expiry`). */
  otpExpirySeconds: number;
  enableRefreshTokenRotation: boolean;
  refreshTokenReuseIntervalSeconds: number;
  /**
   * Answer to signing up an already confirmed email (SUPABASE_WIRE.md §1.2): 'error' is the local
   * CLI's 422 user_already_exists, 'obfuscated-user' the hosted fake user with no identities.
   */
  duplicateSignup: "error" | "obfuscated-user";
  /**
   * `[auth.rate_limit]`, with the Supabase CLI's defaults for absent keys. Per client address per
   * 5 minutes (anonymousUsers: per hour), only with perIpRateLimits; emailSent per hour,
   * project-wide, always.
   */
  rateLimits: {
    emailSent: number;
    smsSent: number;
    anonymousUsers: number;
    tokenRefresh: number;
    signInSignUps: number;
    tokenVerifications: number;
    web3: number;
  };
  /**
   * Whether the per-address limits apply (StartOptions.perIpRateLimits; no config.toml key). GoTrue
   * applies them only when told which header carries the caller's address (GOTRUE_RATE_LIMIT_HEADER
   * or Sb-Forwarded-For): hosted Supabase's edge does, `supabase start` does not.
   */
  perIpRateLimits: boolean;
  /** `[auth.email] double_confirm_changes`: an email change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /** `[auth] enable_anonymous_sign_ins`. */
  enableAnonymousSignIns: boolean;
  /** `[auth.email.template.<kind>]` (files in supabase/templates/), or GoTrue's defaults; checked at start. */
  emailTemplates: Record<AuthEmailKind, AuthEmailTemplate>;
  /** `[auth.email.notification.<kind>]`: whether each is sent (off unless `enabled = true`) and its template. */
  emailNotifications: Record<AuthNotificationKind, AuthNotificationTemplate>;
  /**
   * `[auth.email] secure_password_change`: a password change needs a session younger than 24 h
   * or the nonce that reauthenticate() emailed (GoTrue's UpdatePasswordRequireReauthentication).
   */
  securePasswordChange: boolean;
  /**
   * How long after sign-in a session still counts as a recent sign-in that may change the password
   * without the nonce: GoTrue's fixed 24 hours. No config.toml key (the CLI has none); only
   * StartOptions.recentSignInSeconds shortens it, for tests.
   */
  recentSignInSeconds: number;
  /** `[auth.mfa]` and `[auth.mfa.totp]`. */
  mfa: MfaConfig;
}

export interface MfaConfig {
  /** `max_enrolled_factors`: verified and unverified factors a user may hold at once. */
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
  /** Seconds a challenge stays usable (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION, never below 300). */
  challengeExpirySeconds: number;
  /** Seconds before an unverified, never-challenged factor is cleaned up (MFA_FACTOR_EXPIRY_DURATION). */
  factorExpirySeconds: number;
}

/** The emails GoTrue sends, named as config.toml's `[auth.email.template.<kind>]` sections are. */
export type AuthEmailKind = "confirmation" | "recovery" | "email_change" | "magic_link" | "invite" | "reauthentication";

/**
 * GoTrue's security notifications, named as config.toml's `[auth.email.notification.<kind>]`
 * sections are. The local stack has no phone sign-in and no identity linking, so only
 * password_changed, email_changed and the two MFA ones have an event that sends them.
 */
export type AuthNotificationKind =
  | "password_changed"
  | "email_changed"
  | "phone_changed"
  | "identity_linked"
  | "identity_unlinked"
  | "mfa_factor_enrolled"
  | "mfa_factor_unenrolled";

export interface AuthNotificationTemplate extends AuthEmailTemplate {
  enabled: boolean;
}

export interface AuthEmailTemplate {
  /** Go-template source of the subject. */
  subject: string;
  /** Go-template source of the HTML body. */
  html: string;
  /** Where the body came from: the content_path, or "GoTrue's default". */
  origin: string;
}

export interface FunctionConfig {
  verifyJwt: boolean;
}

export interface StackConfig {
  projectRoot: string;
  /** e.g. http://127.0.0.1:54321 (the real port, also when started on port 0). */
  apiUrl: string;
  /** e.g. http://127.0.0.1:54324 */
  inboxUrl: string;
  ports: { api: number; inbox: number; smtp: number };
  /**
   * "Name <address>" every email of the local stack comes from: config.toml's [inbucket]
   * sender_name and admin_email (as with `supabase start`). Auth emails use it, and the functions
   * get it as their default MAIL_FROM.
   */
  mailFrom: string;
  /**
   * Addresses of proxies in front of the stack whose X-Forwarded-For the gateway believes when it
   * decides a caller's address (http/client-address.ts); none by default.
   */
  trustedProxies: string[];
  /**
   * The Edge Functions' secrets, as `supabase functions serve` gives them: supabase/functions/.env
   * (its default env file), then StartOptions.functionEnv (its --env-file). Nothing else of the
   * stack's environment reaches a function.
   */
  functionEnv: Record<string, string>;
  /** Same as auth.siteUrl, kept at the top level for convenience. */
  siteUrl: string;
  auth: AuthConfig;
  /** Absolute path of supabase/functions. */
  functionsDir: string;
  /** config.toml's [storage]. */
  storage: StorageConfig;
  /** `[functions.<name>]` sections of config.toml. */
  functions: Record<string, FunctionConfig>;
  /** `[api] schemas`: the schemas /rest/v1 exposes, the first being the default. */
  apiSchemas: string[];
}

export interface MailMessage {
  to: string;
  from?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** One row change on a table in publication supabase_realtime, emitted as `events.emit('db-change', change)`. */
export interface DbChangeEvent {
  schema: string;
  table: string;
  type: "INSERT" | "UPDATE" | "DELETE";
  /** ISO timestamp of the commit. */
  commit_timestamp: string;
  /** Column names and Postgres type names (`int8`, `bool`, `uuid`, `text`, `timestamptz`, …). */
  columns: Array<{ name: string; type: string }>;
  /** The new row for INSERT and UPDATE, null for DELETE. */
  record: Record<string, unknown> | null;
  /** The old row for UPDATE and DELETE (all columns: the stack behaves as REPLICA IDENTITY FULL), else null. */
  old_record: Record<string, unknown> | null;
}

export const DB_CHANGE_EVENT = "db-change";

export interface StackContext {
  db: Database;
  config: StackConfig;
  verifyJwt: typeof verifyJwt;
  /** Delivers to the local inbox; resolves once the message is stored. */
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Emits DB_CHANGE_EVENT with a DbChangeEvent after every committed row change on a table in
   * publication supabase_realtime, whoever made it (REST, functions, SQL): db.ts installs
   * triggers for it, so nobody else needs to emit.
   */
  events: EventEmitter;
  /**
   * Folder of Storage's uploaded files (storage/file-store.ts); undefined gives Storage a
   * temporary folder it removes when the stack stops (in-memory stacks).
   */
  storageDir?: string;
}

/** A service mounted under a prefix; `subpath` is the path after the prefix, e.g. `/token`. */
export type HttpHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer, subpath: string) => Promise<void>;

/** A handler that owns resources (child processes, timers) exposes `close`; the gateway calls it on stop. */
export type ServiceHandler = HttpHandler & { close?: () => Promise<void> };

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** What `attachRealtime(ctx)` returns: the upgrade handler plus a way to close every socket on stop. */
export interface RealtimeService {
  handleUpgrade: UpgradeHandler;
  close(): Promise<void>;
}
