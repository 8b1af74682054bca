// Reads the lead functions' settings from an environment map (Deno.env.toObject() in the Edge
// Functions). Secrets come only from here; every value has a safe local default.

import { BRAND } from "@rules/brand.ts";
import type { EmailAddress, MailSettings } from "./lead-emails.ts";

export type Env = Record<string, string | undefined>;

/**
 * Every secret the lead functions read: what `supabase secrets set` gives a hosted project and
 * what local runs pass to the stack (StartOptions.functionEnv) from their own environment.
 */
export const LEAD_SECRET_NAMES = [
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASS",
  "SMTP_SECURE",
  "MAIL_FROM",
  "SALES_INBOX",
  "SECURITY_INBOX",
  "HR_INBOX",
  "RESEND_API_KEY",
  "SITE_URL",
  "LEADS_RATE_LIMIT_MAX",
  "LEADS_RATE_LIMIT_WINDOW_SECONDS",
  "LEADS_RETRY_BASE_SECONDS",
  "LEADS_SEND_TIMEOUT_SECONDS",
  "LEAD_WEBHOOK_URL",
  "LEAD_WEBHOOK_SECRET",
  "LEAD_WEBHOOK_TIMEOUT_SECONDS",
  "EMAIL_LINK_SECRET",
] as const;

/** The secrets readLeadSettings may read: a name missing from the list is a type error there. */
export type LeadSecrets = Partial<Record<(typeof LEAD_SECRET_NAMES)[number], string>>;

/** The lead functions' secrets that are set in `env` (e.g. process.env), for the local stack. */
export function leadSecretsFrom(env: Env): Record<string, string> {
  return {
    EMAIL_LINK_SECRET: LOCAL_EMAIL_LINK_SECRET,
    ...Object.fromEntries(
      LEAD_SECRET_NAMES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name] as string]])),
    ),
  };
}

/** HS256 wants a key of at least 256 bits (RFC 7518 3.2). */
export const EMAIL_LINK_SECRET_MIN_LENGTH = 32;
/**
 * The local stack's well-known link secret, as its JWT secret is well known: `npm start` and the
 * tests pass it unless EMAIL_LINK_SECRET is set. A hosted project sets its own (README, Deploying).
 */
export const LOCAL_EMAIL_LINK_SECRET = "local-only-email-link-secret-never-deploy-this";

export const DEFAULT_SALES_INBOX = "sales@example.com";
export const DEFAULT_SECURITY_INBOX = "security@example.com";
export const DEFAULT_HR_INBOX = "hr@example.com";
/**
 * A placeholder under the brand's name for where no sender is configured, like the sales inbox's.
 * The sender is deploy configuration: locally config.toml's [inbucket] sender, which the stack
 * passes as MAIL_FROM so the auth and lead emails come from one identity; hosted, the MAIL_FROM secret.
 */
export const DEFAULT_MAIL_FROM = `${BRAND.name} <no-reply@example.com>`;
export const DEFAULT_RATE_LIMIT_MAX = 5;
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 600;
/** First retry 30 s after a failure, then 1 min, 2 min, 4 min... (the SQL caps the delay at 4 h). */
export const DEFAULT_RETRY_BASE_SECONDS = 30;
/** Below nodemailer's own 30 s timeouts added up, and far below an Edge Function's wall-clock limit. */
export const DEFAULT_SEND_TIMEOUT_SECONDS = 45;
/** A CRM or Zapier hook answers in well under a second; 10 s leaves room without holding a worker long. */
export const DEFAULT_WEBHOOK_TIMEOUT_SECONDS = 10;

export type MailTransportSettings =
  | { kind: "resend"; apiKey: string }
  | { kind: "smtp"; host: string; port: number; secure: boolean; user?: string; pass?: string }
  | { kind: "none" };

export interface LeadSettings {
  mail: MailSettings;
  transport: MailTransportSettings;
  rateLimit: { max: number; windowSeconds: number };
  /** LEADS_RETRY_BASE_SECONDS and LEADS_SEND_TIMEOUT_SECONDS; tests shorten them. */
  delivery: { retryBaseSeconds: number; sendTimeoutSeconds: number };
  /**
   * LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET (whsec_…): the endpoint a deployment sets as code,
   * beside those staff add in the admin area; LEAD_WEBHOOK_TIMEOUT_SECONDS for every endpoint.
   */
  webhook: { url?: string; secret?: string; timeoutSeconds: number };
  /**
   * EMAIL_LINK_SECRET: signs the links in our emails that act without an account (a demo's
   * reschedule and cancel, an application's withdrawal). Unset (or shorter than 32 characters),
   * the emails ask the reader to reply instead.
   */
  emailLinkSecret?: string;
}

/** "Name <addr@host>" or a bare "addr@host". */
export function parseEmailAddress(value: string): EmailAddress {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!match) return { address: value.trim() };
  const name = match[1].replace(/^"|"$/g, "");
  return name ? { name, address: match[2] } : { address: match[2] };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

const nonEmpty = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

function transportFrom(env: LeadSecrets): MailTransportSettings {
  const apiKey = nonEmpty(env.RESEND_API_KEY);
  if (apiKey) return { kind: "resend", apiKey };
  const host = nonEmpty(env.SMTP_HOST);
  if (!host) return { kind: "none" };
  const port = positiveInteger(env.SMTP_PORT, 465);
  // Port 465 is implicit TLS; hosted Edge Functions cannot reach 25 or 587 anyway.
  const secure = env.SMTP_SECURE ? env.SMTP_SECURE.toLowerCase() === "true" : port === 465;
  return { kind: "smtp", host, port, secure, user: nonEmpty(env.SMTP_USER), pass: env.SMTP_PASS };
}

/**
 * SITE_URL's origin (`https://www.example.com`), or undefined when it is unset or not an http(s)
 * URL: the staff emails then go without their link (logged), rather than every lead failing.
 */
export function siteOrigin(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url && (url.protocol === "https:" || url.protocol === "http:")) return url.origin;
  console.error(`SITE_URL is not an http(s) URL, so staff emails carry no link: ${raw}`);
  return undefined;
}

export function readLeadSettings(env: LeadSecrets): LeadSettings {
  return {
    mail: {
      salesInbox: parseEmailAddress(nonEmpty(env.SALES_INBOX) ?? DEFAULT_SALES_INBOX),
      securityInbox: parseEmailAddress(nonEmpty(env.SECURITY_INBOX) ?? DEFAULT_SECURITY_INBOX),
      hrInbox: parseEmailAddress(nonEmpty(env.HR_INBOX) ?? DEFAULT_HR_INBOX),
      from: parseEmailAddress(nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM),
      siteUrl: siteOrigin(env.SITE_URL),
    },
    transport: transportFrom(env),
    rateLimit: {
      max: positiveInteger(env.LEADS_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX),
      windowSeconds: positiveInteger(env.LEADS_RATE_LIMIT_WINDOW_SECONDS, DEFAULT_RATE_LIMIT_WINDOW_SECONDS),
    },
    delivery: {
      retryBaseSeconds: positiveInteger(env.LEADS_RETRY_BASE_SECONDS, DEFAULT_RETRY_BASE_SECONDS),
      sendTimeoutSeconds: positiveInteger(env.LEADS_SEND_TIMEOUT_SECONDS, DEFAULT_SEND_TIMEOUT_SECONDS),
    },
    webhook: {
      url: nonEmpty(env.LEAD_WEBHOOK_URL),
      secret: nonEmpty(env.LEAD_WEBHOOK_SECRET),
      timeoutSeconds: positiveInteger(env.LEAD_WEBHOOK_TIMEOUT_SECONDS, DEFAULT_WEBHOOK_TIMEOUT_SECONDS),
    },
    emailLinkSecret: emailLinkSecretFrom(env.EMAIL_LINK_SECRET),
  };
}

function emailLinkSecretFrom(value: string | undefined): string | undefined {
  const secret = nonEmpty(value);
  if (secret && secret.length < EMAIL_LINK_SECRET_MIN_LENGTH) {
    console.error(
      `EMAIL_LINK_SECRET is shorter than ${EMAIL_LINK_SECRET_MIN_LENGTH} characters, so emails carry no action links`,
    );
    return undefined;
  }
  return secret;
}
